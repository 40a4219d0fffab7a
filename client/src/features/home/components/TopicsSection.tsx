import BusinessCenterOutlinedIcon from '@mui/icons-material/BusinessCenterOutlined';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import GroupsIcon from '@mui/icons-material/Groups';
import SelfImprovementIcon from '@mui/icons-material/SelfImprovement';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { topicMessages } from '../messages';

interface Topic {
  readonly id: string;
  readonly Icon: ComponentType<{ 'aria-hidden'?: boolean }>;
  readonly title: MessageDescriptor;
  readonly body: MessageDescriptor;
}

const TOPICS: readonly Topic[] = [
  { id: 'growth', Icon: SelfImprovementIcon, title: topicMessages.growthTitle, body: topicMessages.growthBody },
  { id: 'career', Icon: BusinessCenterOutlinedIcon, title: topicMessages.careerTitle, body: topicMessages.careerBody },
  {
    id: 'relationships',
    Icon: GroupsIcon,
    title: topicMessages.relationshipsTitle,
    body: topicMessages.relationshipsBody,
  },
  { id: 'love', Icon: FavoriteBorderIcon, title: topicMessages.loveTitle, body: topicMessages.loveBody },
];

const Section = styled('section')(({ theme }) => ({
  maxWidth: 1120,
  margin: '0 auto',
  padding: theme.spacing(4, 2),
}));

const Grid = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  marginTop: theme.spacing(3),
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.breakpoints.up('lg')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
}));

const Card = styled('article')(({ theme }) => ({
  padding: theme.spacing(2.5),
  // A few short lines: in Japanese they wrap between phrases, not inside a word.
  '&:lang(ja)': { wordBreak: 'auto-phrase' },
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
}));

const IconBadge = styled('span')(({ theme }) => ({
  display: 'inline-grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  marginBottom: theme.spacing(1.5),
  borderRadius: 14,
  color: theme.palette.primary.main,
  backgroundColor: `${theme.palette.primary.main}14`,
}));

/** What the result is useful for: self-improvement, career, relationships and love. */
export function TopicsSection() {
  const intl = useIntl();
  return (
    <Section aria-labelledby="topics-title">
      <Typography id="topics-title" variant="h2">
        {intl.formatMessage(topicMessages.title)}
      </Typography>
      <Grid>
        {TOPICS.map(({ id, Icon, title, body }) => (
          <Card key={id}>
            <IconBadge>
              <Icon aria-hidden />
            </IconBadge>
            <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
              {intl.formatMessage(title)}
            </Typography>
            <Typography color="text.secondary">{intl.formatMessage(body)}</Typography>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
