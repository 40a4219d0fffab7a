import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { paragraphsOf } from '../helpContent';

/**
 * One question and its answer, folded. The body is plain text: it is shown as text (never as HTML), one
 * paragraph per blank-line-separated block.
 */
export function Question({ id, title, body }: { id?: string; title: string; body: string }) {
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
      </div>
    </details>
  );
}
