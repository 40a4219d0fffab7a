import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HearingOutlined from '@mui/icons-material/HearingOutlined';
import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined';
import WbSunnyOutlined from '@mui/icons-material/WbSunnyOutlined';
import type { TreeHoleReactionKind } from '../../../__generated__/graphql';
import { type PlainTreeHoleMessage, treeHoleMessages as m } from '../messages';

/** The kind reactions in the order they are shown, each with its word and a small drawing (no emoji font needed). */
export const REACTIONS: readonly { kind: TreeHoleReactionKind; label: PlainTreeHoleMessage; Icon: typeof GroupsOutlined }[] = [
  { kind: 'HUG', label: m.reactionHug, Icon: VolunteerActivismOutlined },
  { kind: 'HEAR', label: m.reactionHear, Icon: HearingOutlined },
  { kind: 'STRENGTH', label: m.reactionStrength, Icon: WbSunnyOutlined },
  { kind: 'SAME', label: m.reactionSame, Icon: GroupsOutlined },
];
