import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection';
import * as emails from '../mail/email.repository';
import { escapeHtml } from '../mail/render';
import type { FileStore } from '../files/fileStore';

/**
 * The development mailbox: with no SMTP configured, e-mails stay on this machine and are read here.
 * Not mounted in production unless DEV_MAILBOX is set (a staging or test deployment without SMTP).
 */
export function registerDevMailbox(app: FastifyInstance, db: Db, files: FileStore) {
  app.get('/dev/mailbox', async (_req, reply) => {
    const rows = await emails.listRecent(db, 100);
    const items = rows
      .map(
        (m) => `<li><a href="/dev/mailbox/${m.id}">${escapeHtml(m.subject)}</a>
          <div class="meta">${escapeHtml(m.to_address)} · ${escapeHtml(m.locale)} · ${m.state} · ${m.created_at.toISOString()}</div></li>`,
      )
      .join('');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page('Mailbox',
      `<h1>Development mailbox</h1><p>${rows.length} message(s). No SMTP server is configured, so e-mail stays here.</p><ul>${items}</ul>`));
  });
  registerDevMailboxAttachments(app, db, files);
  app.get<{ Params: { id: string } }>('/dev/mailbox/:id', async (req, reply) => {
    const id = req.params.id;
    const m = /^[0-9a-f-]{36}$/.test(id) ? await emails.findById(db, id) : undefined;
    if (!m) return reply.status(404).type('text/plain').send('No such message');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page(m.subject,
      `<p><a href="/dev/mailbox">← Mailbox</a></p><h1>${escapeHtml(m.subject)}</h1>
       <div class="meta">To ${escapeHtml(m.to_address)} · ${m.state}</div>
       ${m.attachments.map((a, i) => `<p>Attachment: <a href="/dev/mailbox/${m.id}/attachments/${i}">${escapeHtml(a.filename)}</a></p>`).join('')}
       <iframe sandbox title="message" srcdoc="${escapeHtml(m.html_body)}"></iframe>
       <pre>${escapeHtml(m.text_body)}</pre>`));
  });
}

export function registerDevMailboxAttachments(app: FastifyInstance, db: Db, files: FileStore) {
  app.get<{ Params: { id: string; index: string } }>('/dev/mailbox/:id/attachments/:index', async (req, reply) => {
    const m = /^[0-9a-f-]{36}$/.test(req.params.id) ? await emails.findById(db, req.params.id) : undefined;
    const attachment = m?.attachments[Number(req.params.index)];
    const bytes = attachment && (await files.get(attachment.storeKey));
    if (!attachment || !bytes) return reply.status(404).type('text/plain').send('No such attachment');
    return reply.type(attachment.contentType).header('content-disposition', `attachment; filename="${attachment.filename}"`).send(bytes);
  });
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:760px;margin:24px auto;padding:0 16px;color:#1f2933}
li{margin:0 0 12px}.meta{color:#52606d;font-size:14px}iframe{width:100%;height:480px;border:1px solid #cbd2d9;border-radius:8px}pre{white-space:pre-wrap}</style>
</head><body>${body}</body></html>`;
}
