import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { formatCardNumber } from '@innerscope/shared/cardValidation';
import { testModeMessages } from '../messages';
import { SANDBOX_TEST_CARDS, type SandboxBehaviour } from '../sandboxToken';

const Note = styled('section')(({ theme }) => ({
  padding: theme.spacing(1.5, 2),
  borderRadius: 12,
  border: '1px dashed #8A6D1F',
  backgroundColor: '#FFF8E1',
  color: '#3D2F06',
  fontSize: '0.9375rem',
  '& h3': { display: 'flex', alignItems: 'center', gap: theme.spacing(0.75), margin: 0, fontSize: '1rem', fontWeight: 700 },
  '& p': { margin: theme.spacing(0.5, 0, 1) },
  '& ul': { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.spacing(0.5) },
  '& li': { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: theme.spacing(1) },
  '& code': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontWeight: 600, whiteSpace: 'nowrap' },
  '& .what': { display: 'block', color: '#5C4A12' },
  '& li button': { flexShrink: 0, whiteSpace: 'nowrap' },
}));

const BEHAVIOUR_MESSAGES: Readonly<Record<SandboxBehaviour, MessageDescriptor>> = {
  ok: testModeMessages.ok,
  decline: testModeMessages.decline,
  funds: testModeMessages.funds,
  '3ds': testModeMessages.threeDs,
  fail_charge: testModeMessages.failCharge,
};

/** The sandbox's test cards, each with what it does and a button that fills it in (typing 16 digits on a phone is slow). */
export function TestModeNote({ onUse, disabled }: { onUse: (cardNumber: string) => void; disabled: boolean }) {
  const intl = useIntl();
  return (
    <Note aria-labelledby="payment-test-mode-title">
      <h3 id="payment-test-mode-title">
        <ScienceOutlined fontSize="small" aria-hidden />
        {intl.formatMessage(testModeMessages.title)}
      </h3>
      <p>{intl.formatMessage(testModeMessages.body)}</p>
      <ul>
        {SANDBOX_TEST_CARDS.map((card) => {
          const shown = formatCardNumber(card.number);
          return (
            <li key={card.number}>
              <span>
                <code>{shown}</code>
                <span className="what">{intl.formatMessage(BEHAVIOUR_MESSAGES[card.behaviour])}</span>
              </span>
              <Button
                size="small"
                variant="text"
                disabled={disabled}
                aria-label={intl.formatMessage(testModeMessages.useLabel, { number: shown })}
                onClick={() => onUse(shown)}
              >
                {intl.formatMessage(testModeMessages.use)}
              </Button>
            </li>
          );
        })}
      </ul>
    </Note>
  );
}
