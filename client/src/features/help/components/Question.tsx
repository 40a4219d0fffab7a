import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Fragment, type ReactNode } from 'react';
import { sectionsOf } from '../helpContent';

/**
 * One legal text, folded, with anything that belongs after it (the privacy policy's cookie settings). The body
 * is plain text: it is shown as text (never as HTML), one section per blank-line-separated block, its first line
 * the section's heading.
 */
export function Question({ id, title, body, children }: { id?: string; title: string; body: string; children?: ReactNode }) {
  return (
    <details id={id}>
      <summary>
        <h3>{title}</h3>
        <ExpandMoreIcon aria-hidden />
      </summary>
      <div className="body">
        {sectionsOf(body).map((section, index) => (
          <Fragment key={index}>
            {section.heading && <h4>{section.heading}</h4>}
            <p>{section.text}</p>
          </Fragment>
        ))}
        {children}
      </div>
    </details>
  );
}
