import type { ReactNode } from 'react';
import { SiteHeader } from '../../shared/components/SiteHeader';
import { PageFrame } from './PageFrame';

/** For the test and checkout: the logo and the language only, so nothing pulls the visitor away. */
export function FocusLayout({ children }: { children: ReactNode }) {
  return <PageFrame header={<SiteHeader navigation={false} />}>{children}</PageFrame>;
}
