import type { ReactNode } from 'react';
import type { LayoutName } from '@innerscope/shared/routes';
import { DefaultLayout } from './DefaultLayout';
import { FocusLayout } from './FocusLayout';

const LAYOUTS: Readonly<Record<LayoutName, (props: { children: ReactNode }) => ReactNode>> = {
  default: DefaultLayout,
  focus: FocusLayout,
};

/** Renders the page in its route's layout. */
export function RouteLayout({ layout, children }: { layout: LayoutName; children: ReactNode }) {
  const Layout = LAYOUTS[layout];
  return <Layout>{children}</Layout>;
}
