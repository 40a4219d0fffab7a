import type { ReactNode } from 'react';
import { SiteFooter } from '../../shared/components/SiteFooter';
import { SiteHeader } from '../../shared/components/SiteHeader';
import { PageFrame } from './PageFrame';

/** Header with the full menu, the page, and the footer. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <PageFrame header={<SiteHeader navigation />} footer={<SiteFooter />}>
      {children}
    </PageFrame>
  );
}
