import { useMutation } from '@apollo/client/react';
import { staffEnrolTotpMutation, staffSignInMutation, staffVerifyTotpMutation } from './studio.graphql';
import { failureCode } from './studioClient';

/** What a sign-in step came to: the next step, or a code to translate (a StaffErrorCode or a global one). */
export type StepOutcome<T> = { kind: 'done'; value: T } | { kind: 'refused'; code: string };

const refusedBy = (error: unknown) => ({ kind: 'refused', code: failureCode(error) }) as const;

export type AfterPassword = { next: 'TOTP' } | { next: 'ENROL'; otpauthUri: string; secret: string };

/** The three sign-in steps, each returning its outcome rather than throwing. */
export function useSignInSteps() {
  const [signIn, signingIn] = useMutation(staffSignInMutation);
  const [verify, verifying] = useMutation(staffVerifyTotpMutation);
  const [enrol, enrolling] = useMutation(staffEnrolTotpMutation);
  return {
    busy: signingIn.loading || verifying.loading || enrolling.loading,

    async password(email: string, password: string): Promise<StepOutcome<AfterPassword>> {
      try {
        const out = (await signIn({ variables: { input: { email: email.trim(), password } } })).data?.staffSignIn;
        if (!out || out.errors.length || !out.next) return { kind: 'refused', code: out?.errors[0]?.code ?? 'UNKNOWN' };
        if (out.next === 'ENROL' && out.enrolment) return { kind: 'done', value: { next: 'ENROL', ...out.enrolment } };
        return { kind: 'done', value: { next: 'TOTP' } };
      } catch (error) {
        return refusedBy(error);
      }
    },

    async code(code: string): Promise<StepOutcome<null>> {
      try {
        const out = (await verify({ variables: { input: { code: code.trim() } } })).data?.staffVerifyTotp;
        return out?.staff ? { kind: 'done', value: null } : { kind: 'refused', code: out?.errors[0]?.code ?? 'UNKNOWN' };
      } catch (error) {
        return refusedBy(error);
      }
    },

    async enrol(code: string): Promise<StepOutcome<string[]>> {
      try {
        const out = (await enrol({ variables: { input: { code: code.trim() } } })).data?.staffEnrolTotp;
        return out?.staff ? { kind: 'done', value: out.recoveryCodes } : { kind: 'refused', code: out?.errors[0]?.code ?? 'UNKNOWN' };
      } catch (error) {
        return refusedBy(error);
      }
    },
  };
}
