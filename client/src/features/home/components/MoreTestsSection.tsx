import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { HOME_CODE_EXAM_ID } from '@innerscope/shared/routes';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { moreTestsMessages } from '../messages';

export const TEST_CENTRE_PATH = `/userCenter/exploreMore/testCenter/${HOME_CODE_EXAM_ID}`;

const Section = styled('section')(({ theme }) => ({
  maxWidth: 1120,
  margin: '0 auto',
  padding: theme.spacing(2, 2),
}));

const Band = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.spacing(2),
  padding: theme.spacing(3),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
}));

/** The other tests: a line and a link to the test centre, where every test is listed by category. */
export function MoreTestsSection() {
  const intl = useIntl();
  const to = useLocalizedTo();
  return (
    <Section aria-labelledby="more-tests-title">
      <Band>
        <div>
          <Typography id="more-tests-title" variant="h3" component="h2" sx={{ mb: 0.5 }}>
            {intl.formatMessage(moreTestsMessages.title)}
          </Typography>
          <Typography color="text.secondary">{intl.formatMessage(moreTestsMessages.body)}</Typography>
        </div>
        <Button component={Link} to={to(TEST_CENTRE_PATH)} variant="outlined" size="large" endIcon={<ArrowForwardIcon />}>
          {intl.formatMessage(moreTestsMessages.link)}
        </Button>
      </Band>
    </Section>
  );
}
