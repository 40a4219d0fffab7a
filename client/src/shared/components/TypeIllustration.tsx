import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { typeIllustrationMessages } from '../messages';
import type { TypeCode } from '../typeCodes';

/**
 * The pictures live in `assets/types/` at the top of the repository, where the server's PDF and share-image code
 * reads them too. Each is emitted as its own file with a hashed name (`no-inline`: Vite would otherwise inline
 * files under 4 KB as data URLs), so the bundle carries sixteen short URLs and never the SVG markup.
 */
const FILES = import.meta.glob<string>('../../../../assets/types/*.svg', {
  eager: true,
  query: '?url&no-inline',
  import: 'default',
});

/** The URL of a type's picture, or undefined if the file is missing. */
export function typeIllustrationUrl(code: TypeCode): string | undefined {
  return FILES[`../../../../assets/types/${code.toLowerCase()}.svg`];
}

export interface TypeIllustrationProps {
  readonly code: TypeCode;
  /** The rendered size in px; CSS may scale it, the square shape keeps its place before the file arrives. */
  readonly size: number;
  /** Load it when it nears the viewport; pass false above the fold. */
  readonly lazy?: boolean;
  readonly className?: string;
  readonly style?: CSSProperties;
}

/** A type's own illustration, square, loaded by URL. */
export function TypeIllustration({ code, size, lazy = true, className, style }: TypeIllustrationProps) {
  const intl = useIntl();
  return (
    <img
      src={typeIllustrationUrl(code)}
      alt={intl.formatMessage(typeIllustrationMessages.alt, { code })}
      width={size}
      height={size}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      className={className}
      style={style}
    />
  );
}
