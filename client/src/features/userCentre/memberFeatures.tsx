import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import Description from '@mui/icons-material/Description';
import History from '@mui/icons-material/History';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { memberFeatureMessages as m } from './messages';

export interface MemberFeature {
  readonly key: string;
  readonly Icon: ComponentType<{ 'aria-hidden'?: boolean }>;
  readonly title: MessageDescriptor;
  readonly body: MessageDescriptor;
}

/**
 * What a plan can give, in the order the benefits page lists it. The page shows an entry only while the server
 * flags its feature as working; a feature that opens later adds its entry here and is listed once its flag is on.
 */
export const MEMBER_FEATURES: readonly MemberFeature[] = [
  { key: 'fullReport', Icon: Description, title: m.fullReportTitle, body: m.fullReportBody },
  { key: 'pdfReport', Icon: PictureAsPdf, title: m.pdfReportTitle, body: m.pdfReportBody },
  { key: 'emailDelivery', Icon: MarkEmailRead, title: m.emailDeliveryTitle, body: m.emailDeliveryBody },
  { key: 'retrieve', Icon: History, title: m.retrieveTitle, body: m.retrieveBody },
  { key: 'userCentre', Icon: AccountCircleOutlined, title: m.userCentreTitle, body: m.userCentreBody },
];

/** The keys of the features that work, from the server's flags. */
export function workingFeatures(features: readonly { key: string; available: boolean }[] | undefined): ReadonlySet<string> {
  return new Set((features ?? []).filter((feature) => feature.available).map((feature) => feature.key));
}
