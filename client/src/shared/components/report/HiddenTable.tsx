import { VisuallyHidden } from '../VisuallyHidden';

export interface HiddenTableProps {
  readonly caption: string;
  readonly headers: readonly string[];
  /** Each row's cells, as shown; the first cell heads its row. */
  readonly rows: ReadonlyArray<readonly string[]>;
}

/**
 * A chart's figures as a table that only screen readers reach (the chart itself is hidden from them). The table
 * sits inside the hidden box rather than being it: a table is never narrower than its cells, so hidden itself it
 * would still widen a phone's page.
 */
export function HiddenTable({ caption, headers, rows }: HiddenTableProps) {
  return (
    <VisuallyHidden as="div">
      <table>
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
      </table>
    </VisuallyHidden>
  );
}
