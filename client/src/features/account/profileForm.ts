import type { IntlShape } from 'react-intl';
import type { AccountProfileQuery, ProfileInput } from '../../__generated__/graphql';
import { formatProblem } from './accountErrors';
import type { AccountProblem, Problems } from './accountValidation';
import { profileErrorMessages } from './messages';
import { BIRTHDAY_EXAMPLE, type CalendarDay, isValidBirthday } from './quickDates';

export const PROFILE_FIELDS = ['nickname', 'phone', 'birthday', 'gender', 'introduction'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export const GENDERS = ['male', 'female', 'confidential'] as const;
export type Gender = (typeof GENDERS)[number];

/** The server's limits (server/src/modules/account/profile.service.ts). */
export const NICKNAME_MAX = 40;
export const PHONE_MAX = 30;
export const INTRODUCTION_MAX = 500;
const PHONE_PATTERN = /^[0-9+()\-\s]{4,30}$/;

/** The form's values: text as typed; the birthday `YYYY-MM-DD`, empty, or whatever unfinished text the field holds. */
export type ProfileValues = Record<ProfileField, string>;

type Profile = NonNullable<AccountProfileQuery['me']>;

export function profileValuesOf(me: Profile): ProfileValues {
  return {
    nickname: me.nickname ?? '',
    phone: me.phone ?? '',
    birthday: me.birthday ?? '',
    gender: me.gender ?? '',
    introduction: me.introduction ?? '',
  };
}

const tooLong = (value: string, max: number): AccountProblem | null => (value.trim().length > max ? 'TOO_LONG' : null);

/**
 * The server's rules, checked before sending. A birthday, once given, stays required ("the date picker requires
 * a date"): emptying it is an invalid date. One never given may stay empty.
 */
export function validateProfile(values: ProfileValues, context: { today: CalendarDay; hadBirthday: boolean }): Problems<ProfileField> {
  const problems: Problems<ProfileField> = {};
  const nickname = tooLong(values.nickname, NICKNAME_MAX);
  if (nickname) problems.nickname = nickname;
  const phone = values.phone.trim();
  if (phone !== '' && !PHONE_PATTERN.test(phone)) problems.phone = 'TOO_LONG';
  const birthday = values.birthday.trim();
  if (birthday === '' ? context.hadBirthday : !isValidBirthday(birthday, context.today)) problems.birthday = 'INVALID_DATE';
  if (values.gender !== '' && !(GENDERS as readonly string[]).includes(values.gender)) problems.gender = 'INVALID_GENDER';
  const introduction = tooLong(values.introduction, INTRODUCTION_MAX);
  if (introduction) problems.introduction = introduction;
  return problems;
}

/** What is sent: every field, trimmed; an empty one clears it (a cleared gender stays as it was: it has no "none"). */
export function profileInputOf(values: ProfileValues): ProfileInput {
  return {
    nickname: values.nickname.trim(),
    phone: values.phone.trim(),
    birthday: values.birthday.trim(),
    ...(values.gender === '' ? {} : { gender: values.gender }),
    introduction: values.introduction.trim(),
  };
}

/** The words of a problem with one of the fields; the server says TOO_LONG for a phone number it cannot take. */
export function profileProblemText(intl: IntlShape, field: ProfileField, problem: AccountProblem): string {
  switch (problem) {
    case 'INVALID_DATE':
      return intl.formatMessage(profileErrorMessages.invalidDate, { example: BIRTHDAY_EXAMPLE });
    case 'INVALID_GENDER':
      return intl.formatMessage(profileErrorMessages.genderInvalid);
    case 'TOO_LONG':
      if (field === 'phone') return intl.formatMessage(profileErrorMessages.phoneInvalid);
      return intl.formatMessage(profileErrorMessages.tooLong, { max: field === 'nickname' ? NICKNAME_MAX : INTRODUCTION_MAX });
    default:
      return formatProblem(intl, problem);
  }
}
