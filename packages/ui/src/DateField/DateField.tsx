import { CalendarDate } from '@internationalized/date';
import { Button } from 'react-aria-components/Button';
import {
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
} from 'react-aria-components/Calendar';
import { DateInput, DateSegment } from 'react-aria-components/DateField';
import { DatePicker, type DatePickerProps } from 'react-aria-components/DatePicker';
import { Dialog } from 'react-aria-components/Dialog';
import { Group } from 'react-aria-components/Group';
import { Heading } from 'react-aria-components/Heading';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { formatDisplayDate, parseStoredDate, toStoredDate } from '../dates/dates.ts';
import { FieldChrome, type FieldChromeProps } from '../FieldChrome/FieldChrome.tsx';
import { splitFieldChromeProps } from '../FieldChrome/splitFieldChromeProps.ts';
import { toLanguage } from '../i18n/languages.ts';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import { Popover } from '../Popover/Popover.tsx';
import * as styles from './DateField.css.ts';

// The segments follow the locale: British English for 'en', so day comes before month as in 'Do MMM YYYY'.
const ariaLocales = { en: 'en-GB', es: 'es-ES', fr: 'fr-FR', pt: 'pt-PT' } as const;

const toCalendarDate = (value: string | null | undefined) => {
  if (value === undefined || value === null) return value;
  const { year, month, day } = parseStoredDate(value);
  return new CalendarDate(year, month, day);
};

export interface DateFieldProps
  extends FieldChromeProps,
    Omit<
      DatePickerProps<CalendarDate>,
      | 'className'
      | 'style'
      | 'children'
      | 'isInvalid'
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'minValue'
      | 'maxValue'
    > {
  /** The chosen day as stored, 'YYYY-MM-DD' (controlled); `null` for none. */
  value?: string | null;
  /** The first day shown, 'YYYY-MM-DD' (uncontrolled). */
  defaultValue?: string | null;
  /** Called with the new day as 'YYYY-MM-DD', or `null` when it is cleared or incomplete. */
  onChange?: (value: string | null) => void;
  /** The earliest day allowed, 'YYYY-MM-DD'. */
  minValue?: string;
  /** The latest day allowed, 'YYYY-MM-DD'. */
  maxValue?: string;
}

/** A date input typed by segments or picked from a calendar, storing 'YYYY-MM-DD' and showing 'Do MMM YYYY'. */
export function DateField(props: DateFieldProps) {
  const [chrome, { value, defaultValue, onChange, minValue, maxValue, ...field }] =
    splitFieldChromeProps(props);
  const { t, i18n } = useUiTranslation();
  const language = toLanguage(i18n.language);
  return (
    <I18nProvider locale={ariaLocales[language]}>
      <DatePicker<CalendarDate>
        {...field}
        className={styles.picker}
        value={toCalendarDate(value)}
        defaultValue={toCalendarDate(defaultValue)}
        minValue={toCalendarDate(minValue)}
        maxValue={toCalendarDate(maxValue)}
        onChange={(date) => onChange?.(date ? toStoredDate(date) : null)}
        isInvalid={chrome.errors.length > 0}
        validationBehavior="aria"
      >
        {({ state }) => (
          <FieldChrome {...chrome}>
            <Group className={styles.group}>
              <DateInput className={styles.dateInput}>
                {(segment) => <DateSegment segment={segment} className={styles.segment} />}
              </DateInput>
              {state.value ? (
                // The segments already announce the date: this is the same day, spelled out for the eye.
                <span className={styles.spelledOut} aria-hidden="true">
                  {formatDisplayDate(toStoredDate(state.value), language)}
                </span>
              ) : null}
              <Button className={styles.calendarButton}>
                <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
                  <rect
                    x="3"
                    y="4.5"
                    width="14"
                    height="12"
                    rx="1.5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.5"
                  />
                  <path
                    d="M3 8.5h14M7 2.5v4M13 2.5v4"
                    stroke="currentColor"
                    strokeWidth="1.5"
                    strokeLinecap="round"
                  />
                </svg>
              </Button>
            </Group>
            <Popover placement="bottom start">
              <Dialog className={styles.dialog}>
                <Calendar className={styles.calendar}>
                  <header className={styles.calendarHeader}>
                    <Button slot="previous" className={styles.navButton} aria-label={t('date.previousMonth')}>
                      <Chevron direction="previous" />
                    </Button>
                    <Heading className={styles.monthHeading} />
                    <Button slot="next" className={styles.navButton} aria-label={t('date.nextMonth')}>
                      <Chevron direction="next" />
                    </Button>
                  </header>
                  <CalendarGrid className={styles.grid}>
                    <CalendarGridHeader>
                      {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
                    </CalendarGridHeader>
                    <CalendarGridBody>
                      {(date) => <CalendarCell date={date} className={styles.cell} />}
                    </CalendarGridBody>
                  </CalendarGrid>
                </Calendar>
              </Dialog>
            </Popover>
          </FieldChrome>
        )}
      </DatePicker>
    </I18nProvider>
  );
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg
      viewBox="0 0 20 20"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
      className={styles.chevron}
    >
      <path
        d={direction === 'previous' ? 'M12.5 4.5 7 10l5.5 5.5' : 'M7.5 4.5 13 10l-5.5 5.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
