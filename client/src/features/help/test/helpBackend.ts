import { graphql, HttpResponse } from 'msw';
import type { HelpCentreQuery, HelpCentreQueryVariables } from '../../../__generated__/graphql';
import type { Served } from '../../../../test/served';

/** A stand-in for the server's help-centre content, for the help page tests. */

type Entry = Omit<HelpCentreQuery['helpEntries'][number], '__typename'>;
type Protocol = Omit<HelpCentreQuery['protocols'][number], '__typename'>;

export const HELP_ENTRIES: readonly Entry[] = [
  { id: 1, category: 'subscription', title: 'How do I cancel my subscription?', body: 'Sign in and cancel.\n\nOr use the unsubscribe page.' },
  { id: 2, category: 'billing', title: 'Can I get a refund?', body: 'Use <b>bold</b> words & <script>alert(1)</script>.' },
  { id: 3, category: 'legal', title: 'Are my results a diagnosis?', body: 'No.' },
  { id: 4, category: 'contact', title: 'How fast do you answer?', body: 'Within two working days.' },
];

export const HELP_PROTOCOLS: readonly Protocol[] = [
  { id: 1, kind: 'terms', title: 'Terms of service', body: 'These terms apply to every test.\n\nSecond paragraph of the terms.' },
  { id: 2, kind: 'privacy', title: 'Privacy policy', body: 'We keep your data safe.' },
];

let failures = 0;
let entries: readonly Entry[] = HELP_ENTRIES;
const requests: HelpCentreQueryVariables[] = [];

export const helpBackend = {
  reset() {
    failures = 0;
    entries = HELP_ENTRIES;
    requests.length = 0;
  },
  /** Answers with these entries instead of `HELP_ENTRIES`. */
  entries: (next: readonly Entry[]) => void (entries = next),
  /** The next `count` requests fail as a network error. */
  fail: (count = 1) => void (failures += count),
  requests,
};

export const helpHandlers = [
  graphql.query<Served<HelpCentreQuery>, HelpCentreQueryVariables>('HelpCentre', ({ variables }) => {
    requests.push(variables);
    if (failures > 0) {
      failures -= 1;
      return HttpResponse.error();
    }
    return HttpResponse.json({
      data: {
        helpEntries: entries.map((entry) => ({ __typename: 'HelpEntry' as const, ...entry })),
        protocols: HELP_PROTOCOLS.map((protocol) => ({ __typename: 'Protocol' as const, ...protocol })),
      },
    });
  }),
];
