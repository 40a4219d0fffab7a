import { styled } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';
import { deDE, enUS, esES, frFR, jaJP, koKR, ptPT, zhCN, zhHK } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { ERROR_COLOUR, describedBy } from '../../../shared/components/FormField';
import { useLocale } from '../../../i18n/LocaleContext';
import type { Locale } from '@innerscope/shared/locales';
import { quickDateMessages } from '../messages';
import { BIRTHDAY_FORMAT, BIRTHDAY_MIN, localDay, quickDates } from '../quickDates';

/** What the field reports while it holds something that is not a whole day yet (a half-typed date). */
export const UNFINISHED_DAY = 'unfinished';

/** The picker's own words (buttons, calendar, the field's placeholders) in each of the app's locales. */
const PICKER_TEXTS = {
  'en-US': enUS,
  'zh-CN': zhCN,
  'zh-HK': zhHK,
  'ja-JP': jaJP,
  'ko-KR': koKR,
  'fr-FR': frFR,
  'es-ES': esES,
  'de-DE': deDE,
  'pt-PT': ptPT,
} satisfies Record<Locale, unknown>;

/**
 * Month and weekday names and the first day of the week come from dayjs's locales, fetched when the picker first
 * shows in that language (English is built in). The UMD files register themselves on the `dayjs` the adapter uses.
 */
const DAYJS_LOCALES: Readonly<Record<Locale, { readonly name: string; readonly load?: () => Promise<unknown> }>> = {
  'en-US': { name: 'en' },
  'zh-CN': { name: 'zh-cn', load: () => import('dayjs/locale/zh-cn.js') },
  'zh-HK': { name: 'zh-hk', load: () => import('dayjs/locale/zh-hk.js') },
  'ja-JP': { name: 'ja', load: () => import('dayjs/locale/ja.js') },
  'ko-KR': { name: 'ko', load: () => import('dayjs/locale/ko.js') },
  'fr-FR': { name: 'fr', load: () => import('dayjs/locale/fr.js') },
  'es-ES': { name: 'es', load: () => import('dayjs/locale/es.js') },
  'de-DE': { name: 'de', load: () => import('dayjs/locale/de.js') },
  'pt-PT': { name: 'pt', load: () => import('dayjs/locale/pt.js') },
};

const loadedDayjsLocales = new Set(['en']);

/** The dayjs locale to use now: the page's once loaded, the last one ready until then. */
function useDayjsLocale(locale: Locale): string {
  const { name, load } = DAYJS_LOCALES[locale];
  const [lastReady, setLastReady] = useState('en');
  useEffect(() => {
    if (loadedDayjsLocales.has(name) || !load) return;
    let current = true;
    load().then(
      () => {
        loadedDayjsLocales.add(name);
        if (current) setLastReady(name);
      },
      // Without its names the calendar stays in the last language ready; the field and the texts still work.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [name, load]);
  return loadedDayjsLocales.has(name) ? name : lastReady;
}

const Wrap = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.75),
  minWidth: 0,
  '& > label': { fontWeight: 600, fontSize: '0.9375rem' },
  '& .help': { margin: 0, fontSize: '0.875rem', color: theme.palette.text.secondary },
  '& .problem': { margin: 0, fontSize: '0.9375rem', fontWeight: 600, color: ERROR_COLOUR },
  // The look of the other fields (FormField): 52 px high, 12 px corners, 16 px text so iOS does not zoom in.
  '& .MuiPickersOutlinedInput-root': {
    minHeight: 52,
    borderRadius: 12,
    fontSize: 16,
    backgroundColor: theme.palette.background.paper,
    touchAction: 'manipulation',
    scrollMarginTop: 120,
  },
  '& .MuiPickersOutlinedInput-notchedOutline': { borderColor: '#7D746C' },
  '& .MuiPickersOutlinedInput-root.Mui-error .MuiPickersOutlinedInput-notchedOutline': { borderColor: ERROR_COLOUR, borderWidth: 2 },
  '& .MuiInputAdornment-root .MuiIconButton-root': { width: 48, height: 48 },
}));

/** The calendar's width (MUI X's DIALOG_WIDTH): the quick dates wrap within it. */
const CALENDAR_WIDTH = 320;

/**
 * The quick dates go between the title and the calendar, as chips that wrap, not in a column beside the calendar
 * (MUI X's layout): beside it, the calendar no longer fits a phone's width.
 */
const LAYOUT_SX = {
  display: 'flex',
  flexDirection: 'column',
  [`& .${pickersLayoutClasses.toolbar}`]: { order: 1 },
  [`& .${pickersLayoutClasses.shortcuts}`]: { order: 2 },
  [`& .${pickersLayoutClasses.contentWrapper}`]: { order: 3 },
  [`& .${pickersLayoutClasses.actionBar}`]: { order: 4 },
} as const;

const SHORTCUTS_SX = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 1,
  boxSizing: 'border-box',
  width: CALENDAR_WIDTH,
  maxWidth: '100%',
  maxHeight: 'none',
  px: 2,
  py: 1,
  '& .MuiListItem-root': { width: 'auto', maxWidth: '100%', p: 0 },
  // Chips tall enough to tap; with the gap between them, each keeps a 48 px target of its own. A label longer
  // than the calendar is cut with an ellipsis rather than widening the dialog past a phone's screen.
  '& .MuiChip-root': { height: 40, maxWidth: '100%', fontSize: '0.9375rem' },
} as const;

const textOf = (date: Dayjs | null): string => (date === null ? '' : date.isValid() ? date.format(BIRTHDAY_FORMAT) : UNFINISHED_DAY);

export interface BirthdayFieldProps {
  readonly id: string;
  readonly label: string;
  /** The birthday when the field first shows, as `YYYY-MM-DD`, or empty. */
  readonly initialValue: string;
  /** Called with `YYYY-MM-DD`, '' when emptied, or `UNFINISHED_DAY` while a date is half typed. */
  readonly onChange: (value: string) => void;
  readonly help?: ReactNode;
  /** The translated error, when there is one. */
  readonly error?: string;
}

/**
 * The birthday: typed as YYYY-MM-DD in every language (the form the spec and the API use), or picked from a
 * calendar (a full-screen dialog on touch screens) with the quick dates above it. Days after today, and before
 * 1900, cannot be picked.
 */
export default function BirthdayField({ id, label, initialValue, onChange, help, error }: BirthdayFieldProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const adapterLocale = useDayjsLocale(locale);
  const [date, setDate] = useState<Dayjs | null>(() => (initialValue ? dayjs(initialValue) : null));
  // Taken again each time the calendar opens, so a page left open overnight offers the right quick dates.
  const [today, setToday] = useState(() => localDay(new Date()));
  const shortcuts = useMemo(
    () =>
      quickDates(today).map(({ id: quickDate, day }) => ({
        id: quickDate,
        label: intl.formatMessage(quickDateMessages[quickDate]),
        getValue: () => dayjs(day),
      })),
    [today, intl],
  );
  const labelId = `${id}-label`;

  const change = (next: Dayjs | null) => {
    setDate(next);
    onChange(textOf(next));
  };

  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={adapterLocale}
      localeText={PICKER_TEXTS[locale].components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <Wrap>
        <label id={labelId} htmlFor={id}>
          {label}
        </label>
        <DatePicker
          value={date}
          onChange={change}
          onOpen={() => setToday(localDay(new Date()))}
          format={BIRTHDAY_FORMAT}
          views={['year', 'month', 'day']}
          // Most birthdays are decades back: start from the years unless a day is already chosen.
          openTo={date?.isValid() ? 'day' : 'year'}
          // The calendar's years end at this one and nothing after today can be picked; a typed one is refused on saving.
          disableFuture
          maxDate={dayjs(today)}
          minDate={dayjs(BIRTHDAY_MIN)}
          slotProps={{
            textField: {
              id,
              name: 'birthday',
              fullWidth: true,
              error: Boolean(error),
              slotProps: {
                input: {
                  'aria-labelledby': labelId,
                  'aria-describedby': describedBy(id, { help, error }),
                  'aria-invalid': error ? true : undefined,
                },
              },
            },
            shortcuts: { items: shortcuts, 'aria-label': intl.formatMessage(quickDateMessages.list), sx: SHORTCUTS_SX },
            layout: { sx: LAYOUT_SX },
          }}
        />
        {help && (
          <p id={`${id}-help`} className="help">
            {help}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} className="problem">
            {error}
          </p>
        )}
      </Wrap>
    </LocalizationProvider>
  );
}
