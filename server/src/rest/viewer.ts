import type { FastifyRequest } from 'fastify';
import type { ReportViewer } from '../modules/report/report.service';
import { hashViewerKey, readViewerKey } from '../shared/viewerKey';

/** Who a REST request speaks for: the browser's viewer cookie (hashed), and a signed link's `t` when given. */
export function viewerOf(request: FastifyRequest, token?: string | null): ReportViewer {
  const key = readViewerKey(request);
  return { viewerKeyHash: key ? hashViewerKey(key) : null, token: token ?? null };
}
