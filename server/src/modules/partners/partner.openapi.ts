/**
 * The OpenAPI 3.1 description of the partner REST facade (`rest/partner.rest.ts`), served at
 * `/partner/v1/openapi.json`. A test fails when a facade route is missing here.
 */
const errorRef = { $ref: '#/components/responses/Error' };
const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
const localeParam = { name: 'locale', in: 'query', required: false, schema: { type: 'string', examples: ['en-US', 'ja-JP'] } };
const envelope = (data: object) => ({
  type: 'object',
  required: ['result', 'data'],
  properties: { result: { type: 'integer' }, data },
});
const json = (schema: object, description = 'OK') => ({ description, content: { 'application/json': { schema } } });
const limited = { description: 'Too many requests for this key', headers: { 'Retry-After': { schema: { type: 'integer' } } }, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
const common = { '401': errorRef, '403': errorRef, '429': limited };

export const PARTNER_OPENAPI = {
  openapi: '3.1.0',
  info: {
    title: 'Innerscope partner API',
    version: '1.0.0',
    description:
      'Invite people to take a test and, once they consent and finish, read the result and the report. Authenticate with `Authorization: Bearer isk_live_...`. Completion is also announced by webhooks signed per the Standard Webhooks specification.',
  },
  servers: [{ url: '/' }],
  security: [{ bearer: [] }],
  paths: {
    '/partner/v1/openapi.json': {
      get: { summary: 'This document', security: [], responses: { '200': json({ type: 'object' }) } },
    },
    '/partner/v1/invitations': {
      get: {
        summary: "The partner's invitations, newest first",
        parameters: [
          { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100 } },
          { name: 'after', in: 'query', description: 'endCursor of the previous page', schema: { type: 'string' } },
        ],
        responses: {
          '200': json(envelope({ type: 'object', properties: { invitations: { type: 'array', items: { $ref: '#/components/schemas/Invitation' } }, endCursor: { type: ['string', 'null'] }, hasMore: { type: 'boolean' } } })),
          ...common,
        },
      },
      post: {
        summary: 'Invite someone to take a test; the answer carries the link to give them',
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['examId', 'email', 'locale'],
                properties: { examId: { type: 'integer', examples: [1754] }, email: { type: 'string', format: 'email' }, locale: { type: 'string', examples: ['en-US'] } },
              },
            },
          },
        },
        responses: {
          '201': json(envelope({ $ref: '#/components/schemas/Invitation' }), 'Created'),
          '400': { description: 'INVALID_EMAIL, UNKNOWN_LOCALE or EXAM_NOT_OFFERED (health exams are never offered)', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
          ...common,
        },
      },
    },
    '/partner/v1/invitations/{id}': {
      get: { summary: 'One invitation', parameters: [idParam], responses: { '200': json(envelope({ $ref: '#/components/schemas/Invitation' })), '404': errorRef, ...common } },
    },
    '/partner/v1/invitations/{id}/result': {
      get: {
        summary: 'The result, once the test is finished (null before)',
        parameters: [idParam],
        responses: {
          '200': json(envelope({ type: 'object', properties: { invitation: { $ref: '#/components/schemas/Invitation' }, result: { oneOf: [{ $ref: '#/components/schemas/Result' }, { type: 'null' }] } } })),
          '404': errorRef,
          ...common,
        },
      },
    },
    '/partner/v1/invitations/{id}/report': {
      get: {
        summary: 'The full report as JSON, once the test is finished (null before)',
        parameters: [idParam, localeParam],
        responses: { '200': json(envelope({ type: 'object', properties: { invitation: { $ref: '#/components/schemas/Invitation' }, report: { type: ['object', 'null'] } } })), '404': errorRef, ...common },
      },
    },
    '/partner/v1/invitations/{id}/report.pdf': {
      get: {
        summary: 'The report as a PDF',
        parameters: [idParam, localeParam],
        responses: {
          '200': { description: 'The PDF', content: { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } } },
          '202': { description: 'Being made; ask again after Retry-After seconds', headers: { 'Retry-After': { schema: { type: 'integer' } } } },
          '404': errorRef,
          ...common,
        },
      },
    },
    '/partner/v1/webhooks/deliveries': {
      get: {
        summary: 'The webhook delivery log, newest first',
        parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100 } }],
        responses: { '200': json(envelope({ type: 'array', items: { $ref: '#/components/schemas/Delivery' } })), ...common },
      },
    },
    '/partner/v1/webhooks/deliveries/{id}/replay': {
      post: {
        summary: 'Send a delivery again, with the same webhook-id',
        parameters: [idParam],
        responses: { '200': json(envelope({ $ref: '#/components/schemas/Delivery' })), '404': errorRef, ...common },
      },
    },
  },
  webhooks: {
    'invitation.completed': {
      post: {
        summary: 'A test the partner invited someone to is finished',
        description:
          'Headers webhook-id, webhook-timestamp and webhook-signature (v1,<base64 HMAC-SHA256 of "id.timestamp.body"> under the whsec_ secret; several space-separated during a rotation). Reject timestamps more than five minutes away. Answer 2xx; anything else is retried with backoff.',
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  type: { const: 'invitation.completed' },
                  timestamp: { type: 'string', format: 'date-time' },
                  data: {
                    type: 'object',
                    properties: {
                      invitationId: { type: 'string' },
                      examId: { type: 'integer' },
                      completedAt: { type: 'string', format: 'date-time' },
                      links: { type: 'object', additionalProperties: { type: 'string' } },
                    },
                  },
                },
              },
            },
          },
        },
        responses: { '200': { description: 'Received' } },
      },
    },
  },
  components: {
    securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'A partner key, isk_live_...' } },
    responses: { Error: { description: 'Refused', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } } },
    schemas: {
      Error: { type: 'object', required: ['result', 'code', 'message'], properties: { result: { type: 'integer' }, code: { type: 'string' }, message: { type: 'string' }, field: { type: 'string' } } },
      Invitation: {
        type: 'object',
        required: ['id', 'examId', 'email', 'locale', 'state', 'link', 'createdAt'],
        properties: {
          id: { type: 'string' },
          examId: { type: 'integer' },
          email: { type: 'string' },
          locale: { type: 'string' },
          state: { enum: ['open', 'consented', 'declined', 'completed'] },
          link: { type: 'string', format: 'uri' },
          createdAt: { type: 'string', format: 'date-time' },
          consentedAt: { type: ['string', 'null'], format: 'date-time' },
          completedAt: { type: ['string', 'null'], format: 'date-time' },
        },
      },
      Result: {
        type: 'object',
        properties: {
          examId: { type: 'integer' },
          typeCode: { type: 'string' },
          axes: { type: 'array', items: { type: 'object' } },
          scores: { type: 'object' },
          locale: { type: 'string' },
          completedAt: { type: 'string', format: 'date-time' },
        },
      },
      Delivery: {
        type: 'object',
        properties: {
          id: { type: 'string', description: 'The webhook-id' },
          eventType: { type: 'string' },
          state: { enum: ['pending', 'delivered', 'failed'] },
          attempts: { type: 'integer' },
          lastStatus: { type: ['integer', 'null'] },
          lastError: { type: ['string', 'null'] },
          createdAt: { type: 'string', format: 'date-time' },
          deliveredAt: { type: ['string', 'null'], format: 'date-time' },
          payload: { type: 'object' },
        },
      },
    },
  },
} as const;
