import { VisuallyHidden } from '../VisuallyHidden';

export interface HiddenTableProps {
  readonly caption: string;
  readonly headers: readonly string[];
  /** Each row's cells, as shown; the first cell heads its row. */
  readonly rows: ReadonlyArray<readonly string[]>;
}

/** A chart's figures as a table that only screen readers reach (the chart itself is hidden from them). */
export function HiddenTable({ caption, headers, rows }: HiddenTableProps) {
  return (
    <VisuallyHidden as="table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([head, ...cells]) => (
          <tr key={head}>
            <th scope="row">{head}</th>
            {cells.map((cell, index) => (
              <td key={headers[index + 1] ?? index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </VisuallyHidden>
  );
}
