import { SUPPORT_TOPICS, type SupportTopic } from 'shared-types/api';
import { type OutgoingMail } from '../mail/mailer';

export interface ForwardedMessage {
  reference: string;
  email: string;
  name: string | null;
  user_id: string | null;
  topic: SupportTopic;
  message: string;
  company_id: string | null;
  company_name: string | null;
  priority: boolean;
  created_at: Date;
}

export const topicLabel = (topic: string): string => SUPPORT_TOPICS.find((entry) => entry.id === topic)?.label ?? topic;

/**
 * The operator's copy (docs/support.md, 'E-mail'): the reference in the
 * subject, priority marked there and in the headers, and Reply-To the sender,
 * so answering the e-mail answers them.
 */
export function supportForward(message: ForwardedMessage): Omit<OutgoingMail, 'to'> {
  const subject = `${message.priority ? '[Priority] ' : ''}${message.reference}: ${topicLabel(message.topic)}`;
  const company = message.company_id === null ? 'none' : `${message.company_name ?? message.company_id} (${message.company_id})`;
  const text = [
    `Reference: ${message.reference}${message.priority ? ' (priority: premium user)' : ''}`,
    `From: ${message.name === null ? message.email : `${message.name} <${message.email}>`}`,
    `Account: ${message.user_id === null ? 'not signed in' : message.user_id}`,
    `Topic: ${topicLabel(message.topic)}`,
    `Company: ${company}`,
    `Sent: ${message.created_at.toISOString()}`,
    '',
    message.message,
    '',
    `-- Reply to this e-mail to answer the sender. When done: npm run support -- close ${message.reference}`,
  ].join('\n');
  return {
    subject,
    text,
    replyTo: message.email,
    ...(message.priority ? { headers: { 'X-Priority': '1 (Highest)', Importance: 'high' } } : {}),
  };
}
