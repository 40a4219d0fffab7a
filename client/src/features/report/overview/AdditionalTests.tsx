import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { type FragmentType, getFragmentData } from '../../../__generated__/fragment-masking';
import { AdditionalTests_ReportFragmentDoc } from '../../../__generated__/graphql';
import { HOME_CODE, withLocalePrefix } from '@innerscope/shared/routes';
import { ReportSection } from '../components/ReportSection';
import { LOCALE_PARAM } from '../reportPaths';
import { overviewSectionMessages, testsMessages } from './messages';

const Tests = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.spacing(1.5),
  '& li': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing(1.5),
    padding: theme.spacing(1.75, 2),
    borderRadius: theme.shape.borderRadius,
    border: `1px solid ${theme.palette.divider}`,
    backgroundColor: theme.palette.background.paper,
  },
  '& h3': { margin: 0, fontSize: '1.0625rem' },
}));

const Soon = styled('span')(({ theme }) => ({
  padding: theme.spacing(0.5, 1.25),
  borderRadius: 999,
  fontSize: '0.875rem',
  fontWeight: 600,
  color: theme.palette.text.secondary,
  border: `1px dashed ${theme.palette.text.secondary}`,
}));

/**
 * Tests the reader can take next: only the personality test can be started today, the others are announced. With
 * no other test, the section is left out (the overview does not list it) rather than promise one.
 */
export function AdditionalTests(props: { id: string; report: FragmentType<typeof AdditionalTests_ReportFragmentDoc> }) {
  const intl = useIntl();
  const location = useLocation();
  const { additionalTests } = getFragmentData(AdditionalTests_ReportFragmentDoc, props.report);
  const hl = new URLSearchParams(location.search).get(LOCALE_PARAM);
  const testPath = (code: string, id: number) => ({
    pathname: withLocalePrefix(`/answer/question/${code}-${id}`, location.pathname),
    search: hl ? `?${new URLSearchParams({ [LOCALE_PARAM]: hl }).toString()}` : '',
  });
  if (additionalTests.length === 0) return null;
  return (
    <ReportSection id={props.id} title={intl.formatMessage(overviewSectionMessages.tests)}>
      <Tests>
        {additionalTests.map((exam) => {
          const nameId = `${props.id}-exam-${exam.id}`;
          return (
            <li key={exam.id}>
              <h3 id={nameId}>{exam.name}</h3>
              {exam.code === HOME_CODE ? (
                <Button
                  component={Link}
                  to={testPath(exam.code, exam.id)}
                  variant="outlined"
                  endIcon={<ArrowForwardIcon />}
                  aria-describedby={nameId}
                >
                  {intl.formatMessage(testsMessages.take)}
                </Button>
              ) : (
                <Soon>{intl.formatMessage(testsMessages.soon)}</Soon>
              )}
            </li>
          );
        })}
      </Tests>
    </ReportSection>
  );
}
