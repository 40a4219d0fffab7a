import type { PartnerInvitationState, PartnerWebhookDeliveryState, Resolvers } from '../../graphql/__generated__/resolvers-types';
import { publicField } from '../../graphql/guards';
import type { InvitationForTakerModel } from './partner.models';

const upper = <T extends string>(value: string) => value.toUpperCase() as T;
const taker = (i: InvitationForTakerModel | null) => i && { ...i, examRouteKey: `${i.examCode}-${i.examId}`, state: upper<PartnerInvitationState>(i.state) };

/**
 * Partners (schema/partner.graphql): thin, each field one service call. Root fields are public at the edge because
 * the service asks the access policy (no key: UNAUTHENTICATED; a key without the scope, or not staff admin: FORBIDDEN)
 * and counts each partner request against its key's rate limit.
 */
export const partnerResolvers: Resolvers = {
  Query: {
    partnerAccount: publicField(async (_p, _a, { services, actor }) => services.partners.account(await actor())),
    partnerKeys: publicField(async (_p, _a, { services, actor }) =>
      (await services.partners.keys(await actor())).map((k) => ({
        id: k.id,
        name: k.name,
        scopes: [...k.scopes],
        createdAt: k.created_at,
        lastUsedAt: k.last_used_at,
        expiresAt: k.expires_at,
        revokedAt: k.revoked_at,
      })),
    ),
    partnerInvitations: publicField(async (_p, { first, after }, { services, actor }) => services.partners.invitations(await actor(), first, after)),
    partnerInvitation: publicField(async (_p, { id }, { services, actor }) => services.partners.invitation(await actor(), id)),
    partnerWebhookEndpoints: publicField(async (_p, _a, { services, actor }) => services.partners.endpoints(await actor())),
    partnerWebhookDeliveries: publicField(async (_p, { first }, { services, actor }) => services.partners.deliveries(await actor(), first)),
    invitationForTaker: publicField(async (_p, { id }, { services }) => taker(await services.partners.forTaker(id))),
    partners: publicField(async (_p, _a, { services, actor }) => services.partners.partners(await actor())),
  },
  Mutation: {
    createPartnerInvitation: publicField(async (_p, { input }, { services, actor }) => services.partners.createInvitation(await actor(), input)),
    answerPartnerInvitation: publicField(async (_p, { input }, { services, viewer, session, logId }) => {
      const user = await session.user();
      const out = await services.partners.answer(input.id, input.consent, { viewerKeyHash: input.consent ? viewer.ensure() : null, userId: user?.id ?? null }, logId);
      return { invitation: taker(out.invitation), errors: out.errors };
    }),
    addPartnerWebhookEndpoint: publicField(async (_p, { url }, { services, actor }) => services.partners.addEndpoint(await actor(), url)),
    rotatePartnerWebhookSecret: publicField(async (_p, { endpointId }, { services, actor }) => services.partners.rotateSecret(await actor(), endpointId)),
    removePartnerWebhookEndpoint: publicField(async (_p, { endpointId }, { services, actor }) => services.partners.removeEndpoint(await actor(), endpointId)),
    replayPartnerWebhook: publicField(async (_p, { deliveryId }, { services, actor }) => services.partners.replay(await actor(), deliveryId)),
    rotatePartnerKey: publicField(async (_p, { keyId }, { services, actor }) => services.partners.rotateKey(await actor(), keyId)),
    createPartner: publicField(async (_p, { input }, { services, actor }) => services.partners.createPartner(await actor(), input)),
    createPartnerKey: publicField(async (_p, { partnerId, scopes }, { services, actor }) => services.partners.createKey(await actor(), partnerId, scopes)),
  },
  PartnerInvitation: {
    state: (i) => upper<PartnerInvitationState>(i.state),
    link: (i, _a, { services }) => services.partners.link(i),
    pdfPath: (i, _a, { services }) => services.partners.pdfPath(i),
    result: (i, _a, { services }) => services.partners.resultOf(i),
    report: async (i, { locale }, { services, actor }) => services.partners.reportOf(await actor(), i, locale),
  },
  PartnerWebhookDelivery: {
    state: (d) => upper<PartnerWebhookDeliveryState>(d.state),
    payload: (d) => JSON.stringify(d.payload),
    tries: async (d, _a, { services }) =>
      (await services.partners.webhooks.attempts(d.id)).map((a) => ({ at: a.at, statusCode: a.status_code, error: a.error, durationMs: a.duration_ms })),
  },
};
