import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { ReactNode } from 'react';
import { paragraphsOf } from '../helpContent';

/**
 * One legal text, folded, with anything that belongs after it (the privacy policy's cookie settings). The body
 * is plain text: it is shown as text (never as HTML), one paragraph per blank-line-separated block.
 */
export function Question({ id, title, body, children }: { id?: string; title: string; body: string; children?: ReactNode }) {
  return (
    <details id={id}>
      <summary>
        <h3>{title}</h3>
        <ExpandMoreIcon aria-hidden />
      </summary>
      <div className="body">
        {paragraphsOf(body).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        {children}
      </div>
    </details>
  );
}
