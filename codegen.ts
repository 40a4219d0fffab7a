import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * One codegen for the whole product: the server's resolver types (parents mapped to domain models) and the
 * client's typed documents. Everything it writes is under __generated__ folders, which git ignores.
 */
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    'server/src/graphql/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context#GraphQLContext',
        scalars: { DateTime: 'Date' },
        mappers: {
          Exam: '../../modules/exam/exam.models#ExamModel',
          Protocol: '../../modules/exam/exam.models#ProtocolModel',
          HelpEntry: '../../modules/exam/exam.models#HelpEntryModel',
          QuestionSet: '../../modules/exam/session.models#QuestionSetModel',
          ExamSession: '../../modules/exam/session.models#ExamSessionModel',
          Result: '../../modules/scoring/scoring.models#ResultModel',
          Report: '../../modules/report/report.models#ReportModel',
          PersonalityType: '../../modules/scoring/scoring.models#PersonalityTypeModel',
          Sku: '../../modules/catalog/catalog.models#SkuModel',
          Order: '../../modules/order/order.models#OrderModel',
          User: '../../modules/account/account.models#UserRow',
          TestCard: '../../modules/testCentre/testCentre.models#TestCardModel',
          StaffUser: '../../modules/staff/staff.models#StaffUserModel',
          AuditEntry: '../../modules/staff/staff.models#AuditEntryModel',
          PartnerInvitation: '../../modules/partners/partner.models#InvitationModel',
          PartnerWebhookDelivery: '../../modules/partners/partner.models#WebhookDeliveryModel',
        },
      },
    },
    'client/src/__generated__/': {
      preset: 'client',
      documents: ['client/src/**/*.{ts,tsx}', '!client/src/__generated__/**'],
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTime: 'string' } },
    },
  },
};

export default config;
