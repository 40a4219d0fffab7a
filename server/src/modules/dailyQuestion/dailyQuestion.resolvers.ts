import type { DailyAnswerKind, DailyQuestionType, Resolvers } from '../../graphql/__generated__/resolvers-types';
import { authenticatedField, publicField } from '../../graphql/guards';
import { requireLocale } from '../exam/exam.service';
import type { QuestionView } from './dailyQuestion.service';
import { answerShape, questionShape } from './dailyQuestion.presenters';

const gqlQuestion = (q: QuestionView) => {
  const shaped = questionShape(q);
  return { ...shaped, type: shaped.type.toUpperCase() as DailyQuestionType, kind: shaped.kind.toUpperCase() as DailyAnswerKind };
};

/** The daily question: thin, each field one service call (schema/dailyQuestion.graphql). */
export const dailyQuestionResolvers: Resolvers = {
  Query: {
    dailyQuestionToday: publicField(async (_p, { locale, timeZone }, { services, session }) => {
      const today = await services.dailyQuestion.today({ locale: requireLocale(locale), timeZone }, await session.user());
      return { ...today, question: gqlQuestion(today.question), answer: today.answer && answerShape(today.answer) };
    }),
    dailyQuestionHistory: authenticatedField(async (_p, { locale, timeZone, page, pageSize }, { services, user }) => {
      const found = await services.dailyQuestion.history(user, { locale: requireLocale(locale), timeZone, page, pageSize });
      return { ...found, items: found.items.map((i) => ({ date: i.date, question: gqlQuestion(i.question), answer: i.answer && answerShape(i.answer) })) };
    }),
  },
  Mutation: {
    submitDailyAnswer: authenticatedField(async (_p, { input }, { services, user }) => {
      const result = await services.dailyQuestion.submit(user, {
        questionId: input.questionId,
        locale: requireLocale(input.locale),
        timeZone: input.timeZone,
        answer: { choices: input.choices, text: input.text },
      });
      return {
        answer: result.answer && answerShape(result.answer),
        question: result.question && gqlQuestion(result.question),
        rhythm: result.rhythm,
        errors: result.errors,
      };
    }),
  },
};
