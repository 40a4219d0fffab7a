import { graphql, HttpResponse } from 'msw';
import type {
  StaffErrorCode,
  StaffRole,
  StudioEnrolTotpMutation,
  StudioEnrolTotpMutationVariables,
  StudioMeQuery,
  StudioMeQueryVariables,
  StudioSignInMutation,
  StudioSignInMutationVariables,
  StudioSignOutMutation,
  StudioSignOutMutationVariables,
  StudioVerifyTotpMutation,
  StudioVerifyTotpMutationVariables,
} from '../../../__generated__/graphql';

/**
 * A stand-in for the server's studio sign-in, for the page tests: one staff user, behaving like
 * server/src/modules/staff (one answer for a wrong address or password, a pending step then a full session, the
 * app set up at the first sign-in, recovery codes good once). Tests read what was sent.
 */
export const studioBackend = {
  email: 'ana@example.com',
  password: 'a long staff password',
  code: '123456',
  recovery: 'K7QRM-2XWPD',
  enrolled: true,
  roles: ['CONTENT', 'ADMIN'] as StaffRole[],
  permissions: ['content:write', 'content:publish', 'moderation:act', 'staff:manage', 'audit:read', 'operations:read', 'operations:retry'],
  stage: 'none' as 'none' | 'pending' | 'active',
  usedRecovery: false,
  /** The next sign-in answers RATE_LIMITED as the server's limiter does. */
  limited: false,
  sent: [] as string[],
  reset() {
    Object.assign(this, { enrolled: true, stage: 'none', usedRecovery: false, limited: false, sent: [], roles: ['CONTENT', 'ADMIN'] });
  },
};

const staff = () => ({ __typename: 'StaffUser' as const, id: 's1' });
const error = (code: StaffErrorCode) => ({ __typename: 'StaffError' as const, code, field: null });

export const studioHandlers = [
  graphql.query<StudioMeQuery, StudioMeQueryVariables>('StudioMe', () =>
    HttpResponse.json({
      data: {
        staffMe:
          studioBackend.stage === 'active'
            ? { ...staff(), email: studioBackend.email, displayName: 'Ana', roles: studioBackend.roles, permissions: studioBackend.permissions }
            : null,
      },
    }),
  ),
  graphql.mutation<StudioSignInMutation, StudioSignInMutationVariables>('StudioSignIn', ({ variables }) => {
    studioBackend.sent.push(`signIn:${variables.input.email}`);
    if (studioBackend.limited) {
      return HttpResponse.json({ data: null, errors: [{ message: 'Too many requests', extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 600 } }] });
    }
    if (variables.input.email !== studioBackend.email || variables.input.password !== studioBackend.password) {
      return HttpResponse.json({ data: { staffSignIn: { next: null, enrolment: null, errors: [error('INVALID_CREDENTIALS')] } } });
    }
    studioBackend.stage = 'pending';
    return HttpResponse.json({
      data: {
        staffSignIn: studioBackend.enrolled
          ? { next: 'TOTP', enrolment: null, errors: [] }
          : { next: 'ENROL', enrolment: { otpauthUri: 'otpauth://totp/Innerscope%20Studio:ana%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Innerscope%20Studio', secret: 'JBSWY3DPEHPK3PXP' }, errors: [] },
      },
    });
  }),
  graphql.mutation<StudioVerifyTotpMutation, StudioVerifyTotpMutationVariables>('StudioVerifyTotp', ({ variables }) => {
    const { code } = variables.input;
    studioBackend.sent.push(`verify:${code}`);
    if (studioBackend.stage !== 'pending') return HttpResponse.json({ data: { staffVerifyTotp: { staff: null, errors: [error('SIGN_IN_EXPIRED')] } } });
    const good = code === studioBackend.code || (code === studioBackend.recovery && !studioBackend.usedRecovery);
    if (!good) return HttpResponse.json({ data: { staffVerifyTotp: { staff: null, errors: [error('CODE_INVALID')] } } });
    if (code === studioBackend.recovery) studioBackend.usedRecovery = true;
    studioBackend.stage = 'active';
    return HttpResponse.json({ data: { staffVerifyTotp: { staff: staff(), errors: [] } } });
  }),
  graphql.mutation<StudioEnrolTotpMutation, StudioEnrolTotpMutationVariables>('StudioEnrolTotp', ({ variables }) => {
    studioBackend.sent.push(`enrol:${variables.input.code}`);
    if (variables.input.code !== studioBackend.code) return HttpResponse.json({ data: { staffEnrolTotp: { staff: null, recoveryCodes: [], errors: [error('CODE_INVALID')] } } });
    studioBackend.enrolled = true;
    studioBackend.stage = 'active';
    const codes = Array.from({ length: 10 }, (_, i) => `AAAA${i}-BBBB${i}`);
    return HttpResponse.json({ data: { staffEnrolTotp: { staff: staff(), recoveryCodes: codes, errors: [] } } });
  }),
  graphql.mutation<StudioSignOutMutation, StudioSignOutMutationVariables>('StudioSignOut', () => {
    studioBackend.stage = 'none';
    return HttpResponse.json({ data: { staffSignOut: true } });
  }),
];
