import type { DailyAnswerKind, DailyQuestionType, Resolvers } from '../../graphql/__generated__/resolvers-types';
import { staffField } from '../../graphql/guards';
import { AppError } from '../../shared/errors';
import { contentChanger } from '../content/studioContent.resolvers';
import type { StudioDayModel } from './dailyQuestion.studio.service';
import type { StudioQuestionRow, StudioQuestionSummaryRow } from './dailyQuestion.studio.repository';

const typed = <T extends { type: string; kind: string }>(q: T) => ({ ...q, type: q.type.toUpperCase() as DailyQuestionType, kind: q.kind.toUpperCase() as DailyAnswerKind });
const summaryShape = (q: StudioQuestionSummaryRow) => typed(q);
const questionShape = (q: StudioQuestionRow) => typed(q);
const dayShape = (d: StudioDayModel) => ({ ...d, question: d.question && summaryShape(d.question) });

/** The studio's daily-question calendar and questions: thin, each field one service call. */
export const dailyQuestionStudioResolvers: Resolvers = {
  Query: {
    studioDailyMonth: staffField('content:write', async (_p, { locale, month }, { services }) => {
      const out = await services.dailyQuestionStudio.month(locale, month);
      if (!out.value) throw new AppError('BAD_USER_INPUT', out.errors[0]!.message, { field: out.errors[0]!.field ?? undefined });
      return { ...out.value, days: out.value.days.map(dayShape) };
    }),
    studioDailyQuestions: staffField('content:write', async (_p, { locale }, { services }) => (await services.dailyQuestionStudio.questions(locale)).map(summaryShape)),
    studioDailyQuestion: staffField('content:write', async (_p, { id }, { services }) => {
      const found = await services.dailyQuestionStudio.question(id);
      return found && questionShape(found);
    }),
  },
  Mutation: {
    assignDailyQuestion: staffField('content:publish', async (_p, { input }, ctx) => {
      const out = await ctx.services.dailyQuestionStudio.assign(input, await contentChanger(ctx, 'content:publish'));
      return { days: (out.value ?? []).map(dayShape), errors: out.errors };
    }),
    swapDailyQuestions: staffField('content:publish', async (_p, { input }, ctx) => {
      const out = await ctx.services.dailyQuestionStudio.swap(input, await contentChanger(ctx, 'content:publish'));
      return { days: (out.value ?? []).map(dayShape), errors: out.errors };
    }),
    saveDailyQuestion: staffField('content:write', async (_p, { input }, ctx) => {
      const out = await ctx.services.dailyQuestionStudio.save(
        { ...input, type: input.type.toLowerCase(), kind: input.kind.toLowerCase() },
        await contentChanger(ctx, 'content:write'),
      );
      return { question: out.value && questionShape(out.value), errors: out.errors };
    }),
  },
};
