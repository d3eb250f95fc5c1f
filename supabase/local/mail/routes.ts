import { bearerToken } from '../jwt';
import { jsonResponse, readJson } from '../http/json';
import { MAIL_API_KEY } from '../keys';
import { renderInboxPage } from './inbox-page';
import type { Mailbox } from './mailbox';
import { summarize } from './mailbox';
import { parseSendRequest } from './send-api';

function resendError(statusCode: number, name: string, message: string): Response {
  return jsonResponse(statusCode, { statusCode, name, message });
}

async function handleSend(request: Request, mailbox: Mailbox): Promise<Response> {
  const key = bearerToken(request.headers.get('authorization'));
  if (!key)
    return resendError(401, 'missing_api_key', 'Missing API key in the authorization header');
  if (key !== MAIL_API_KEY) return resendError(403, 'invalid_api_key', 'API key is invalid');
  const body = await readJson(request);
  if (!body.ok) return resendError(400, 'invalid_json', 'The body is not valid JSON');
  const parsed = parseSendRequest(body.value);
  if (!parsed.ok) return resendError(422, 'validation_error', parsed.message);
  const stored = await mailbox.deliver(parsed.mail);
  return jsonResponse(200, { id: stored.id });
}

function handleAttachment(mailbox: Mailbox, id: string, index: number): Response {
  const attachment = mailbox.get(id)?.attachments?.[index];
  if (!attachment) return jsonResponse(404, { message: 'No such attachment' });
  const safeName = attachment.filename.replace(/["\\\r\n]/g, '_');
  return new Response(Buffer.from(attachment.content, 'base64'), {
    status: 200,
    headers: {
      'content-type': attachment.content_type,
      'content-disposition': `attachment; filename="${safeName}"`,
    },
  });
}

/** /_local/mail (inbox page), /_local/mail.json, attachments, clearing, and the send API. */
export async function handleMail(request: Request, mailbox: Mailbox): Promise<Response> {
  const { pathname } = new URL(request.url);
  const method = request.method;
  const allow = (methods: string[]): Response | undefined =>
    methods.includes(method)
      ? undefined
      : jsonResponse(405, { message: 'Method not allowed' }, { allow: methods.join(', ') });

  if (pathname === '/_local/mail/api/send') {
    return allow(['POST']) ?? handleSend(request, mailbox);
  }
  if (pathname === '/_local/mail.json') {
    return allow(['GET', 'HEAD']) ?? jsonResponse(200, mailbox.list().map(summarize));
  }
  if (pathname === '/_local/mail' || pathname === '/_local/mail/') {
    if (method === 'DELETE') {
      await mailbox.clear();
      return new Response(null, { status: 204 });
    }
    return (
      allow(['GET', 'HEAD', 'DELETE']) ??
      new Response(renderInboxPage(mailbox.list()), {
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
      })
    );
  }
  const attachment = /^\/_local\/mail\/([^/]+)\/attachments\/(\d+)$/.exec(pathname);
  if (attachment) {
    return (
      allow(['GET', 'HEAD']) ??
      handleAttachment(mailbox, decodeURIComponent(attachment[1] ?? ''), Number(attachment[2]))
    );
  }
  return jsonResponse(404, { message: 'Not found' });
}
