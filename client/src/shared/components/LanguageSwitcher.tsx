import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LanguageIcon from '@mui/icons-material/Language';
import { styled } from '@mui/material/styles';
import type { ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../i18n/LocaleContext';
import { type Locale, LOCALES, NATIVE_NAMES, normalizeLocale } from '@innerscope/shared/locales';
import { navMessages } from '../messages';

/** What the closed picker shows: short enough for a 360 px wide header in every language. */
const SHORT_NAMES: Readonly<Record<Locale, string>> = {
  'en-US': 'EN',
  'zh-CN': '简体',
  'zh-HK': '繁體',
  'ja-JP': '日本語',
  'ko-KR': '한국어',
  'fr-FR': 'FR',
  'es-ES': 'ES',
  'de-DE': 'DE',
  'pt-PT': 'PT',
};

const Picker = styled('div')(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  minHeight: 48,
  minWidth: 48,
  padding: theme.spacing(0, 1),
  borderRadius: 999,
  color: theme.palette.text.primary,
  fontWeight: 600,
  fontSize: '0.9375rem',
  whiteSpace: 'nowrap',
  '&:focus-within': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '& svg': { fontSize: 20 },
}));

/** The real control: a native select laid over the label, so phones open their own picker. */
const NativeSelect = styled('select')({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  opacity: 0,
  cursor: 'pointer',
  // 16 px keeps iOS Safari from zooming in when the picker opens.
  fontSize: 16,
  border: 0,
  appearance: 'none',
});

/** The language picker: native names in a native select. */
export function LanguageSwitcher() {
  const intl = useIntl();
  const { locale, switchLocale } = useLocale();

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = normalizeLocale(event.target.value);
    if (next && next !== locale) void switchLocale(next);
  };

  return (
    <Picker>
      <LanguageIcon aria-hidden />
      <span aria-hidden lang={locale}>
        {SHORT_NAMES[locale]}
      </span>
      <ExpandMoreIcon aria-hidden />
      <NativeSelect aria-label={intl.formatMessage(navMessages.language)} value={locale} onChange={onChange}>
        {LOCALES.map((tag) => (
          <option key={tag} value={tag} lang={tag}>
            {NATIVE_NAMES[tag]}
          </option>
        ))}
      </NativeSelect>
    </Picker>
  );
}
