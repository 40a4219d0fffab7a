import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { HOME_CODE_EXAM_ID } from '@innerscope/shared/routes';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { heroMessages } from '../messages';

export const START_PATH = `/answer/question/${HOME_CODE_EXAM_ID}`;

/** The main call to action: opens the first question, keeping the query (language, campaign). */
export function StartTestButton() {
  const intl = useIntl();
  const to = useLocalizedTo();
  return (
    <Button component={Link} to={to(START_PATH)} variant="contained" size="large" endIcon={<ArrowForwardIcon />}>
      {intl.formatMessage(heroMessages.start)}
    </Button>
  );
}
