import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { PlanPromoCodeDocument } from '../../../__generated__/graphql';
import { promoMessages } from '../messages';
import type { Promo } from '../pricing';
import { useCheckoutFormat } from '../useCheckoutFormat';
import { ERROR_COLOUR, FieldError } from '../../../shared/components/checkout/checkoutStyles';
import { loadApolloClient, warmApolloClient } from '../../../app/lazyApollo';

const Toggle = styled(Button)({ justifySelf: 'start', paddingInline: 8 });

const Row = styled('div')(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(1),
  '& input': {
    flex: 1,
    minWidth: 0,
    minHeight: 48,
    padding: theme.spacing(1, 1.5),
    border: '1px solid #7D746C',
    borderRadius: 12,
    font: 'inherit',
    // 16 px keeps iOS Safari from zooming in on focus.
    fontSize: 16,
    textTransform: 'uppercase',
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
  },
  '& input:focus': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
  '& input[aria-invalid="true"]': { borderColor: ERROR_COLOUR, borderWidth: 2 },
}));

const Applied = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  padding: theme.spacing(1, 1, 1, 2),
  borderRadius: 12,
  backgroundColor: '#E6F2E8',
  color: '#1E5A2E',
  fontWeight: 600,
  '& p': { margin: 0, flex: 1 },
}));

export interface PromoCodeFieldProps {
  readonly promo: Promo | null;
  readonly onChange: (promo: Promo | null) => void;
  /** An error from the order itself (the code stopped being valid), translated. */
  readonly serverError?: MessageDescriptor | null;
}

/**
 * The promo code, out of the way until asked for: a button opens the field, the code is checked with the
 * server, and an accepted code shows as a banner that can be taken off.
 */
export function PromoCodeField({ promo, onChange, serverError }: PromoCodeFieldProps) {
  const intl = useIntl();
  const format = useCheckoutFormat();
  const id = useId();
  const [opened, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const shownError = error ?? serverError ?? null;
  const open = opened || Boolean(serverError);

  if (promo) {
    return (
      <Applied role="status">
        <LocalOfferIcon aria-hidden />
        <p>{intl.formatMessage(promoMessages.applied, { code: promo.code, percent: format.percent(promo.percentOff) })}</p>
        <Button
          onClick={() => {
            onChange(null);
            setCode('');
          }}
        >
          {intl.formatMessage(promoMessages.remove)}
        </Button>
      </Applied>
    );
  }

  const apply = async (event?: FormEvent) => {
    event?.preventDefault();
    const wanted = code.trim().toUpperCase();
    if (!wanted) {
      setError(promoMessages.required);
      return;
    }
    setChecking(true);
    setError(null);
    try {
      const client = await loadApolloClient();
      const { data } = await client.query({ query: PlanPromoCodeDocument, variables: { code: wanted }, fetchPolicy: 'network-only' });
      if (data?.promoCode) onChange({ code: data.promoCode.code, percentOff: data.promoCode.percentOff });
      else setError(promoMessages.invalid);
    } catch {
      setError(promoMessages.network);
    } finally {
      setChecking(false);
    }
  };
  // The field sits inside the plan form: Enter checks the code instead of sending the order.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') void apply(event);
  };

  return (
    <div>
      <Toggle
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => {
          warmApolloClient();
          setOpen(!open);
        }}
      >
        {intl.formatMessage(promoMessages.toggle)}
      </Toggle>
      <div id={`${id}-panel`} hidden={!open} style={{ marginTop: 8 }}>
        <label htmlFor={`${id}-code`} style={{ display: 'block', fontWeight: 600, marginBottom: 6 }}>
          {intl.formatMessage(promoMessages.label)}
        </label>
        <Row>
          <input
            id={`${id}-code`}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setError(null);
            }}
            onKeyDown={onKeyDown}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? `${id}-error` : undefined}
          />
          <Button variant="outlined" onClick={() => void apply()} disabled={checking}>
            {intl.formatMessage(checking ? promoMessages.checking : promoMessages.apply)}
          </Button>
        </Row>
        {shownError && (
          <FieldError id={`${id}-error`} role="alert" style={{ marginTop: 6 }}>
            {intl.formatMessage(shownError)}
          </FieldError>
        )}
      </div>
    </div>
  );
}
