/**
 * Emails as jobs: the job of an email (its business key from sandbox/emails/compose.ts)
 * and the Message-ID it is sent with. The Message-ID is made from the key, so an email
 * sent again after a crash (between the SMTP server's acceptance and the record of it)
 * has the same one, and mail clients show it once.
 */
import { type EmailJob, emailJobKey } from '../emails/compose';
import type { NewJob } from './queue';

/** The job that sends this email; `suffix` tells apart emails sent again on request. */
export function emailJob(job: EmailJob, suffix?: string): NewJob {
  const key = emailJobKey(job);
  return { kind: 'email', key: suffix ? `${key}:${suffix}` : key, payload: { ...job } };
}

/** <email.PaymentConfirmation.order.100012@dons.example.org>: the key, on the app's host. */
export function messageIdOf(jobKey: string, appUrl: string): string {
  const host = new URL(appUrl).hostname || 'formulaires.invalid';
  return `<${jobKey.replace(/[^A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]/gu, '.')}@${host}>`;
}
