/**
 * One interface for every outgoing text message (알림톡, SMS, LMS), whichever provider carries it
 * (lib/messaging/README.md). Modules send through `app.messages`, never through an adapter.
 */

/** Why a message is sent: AUTH (signup / reset codes) goes out at any hour; the rest are informational. */
export type MessagePurpose = 'AUTH' | 'NOTICE';

/** What carries it: a 알림톡 (an approved template, SMS/LMS fallback) or a plain SMS / LMS. */
export type MessageKind = 'ALIMTALK' | 'SMS' | 'LMS';

export interface OutboundMessage {
  /** Domestic mobile number, digits only (01012345678). */
  to: string;
  purpose: MessagePurpose;
  kind: MessageKind;
  /** ALIMTALK: the provider's approved template (Solapi templateId, NHN templateCode). */
  templateCode?: string;
  /** ALIMTALK: template variables by name without the #{…} (`{ code: '123456' }`). */
  variables?: Record<string, string>;
  /** The full text: the SMS/LMS body, and the fallback of a 알림톡. */
  text: string;
  /** LMS title (40 bytes); default none. */
  subject?: string;
  /**
   * One per logical message: a retry or a second call with the same key sends nothing new. Passed to
   * the provider where it takes one (NHN 알림톡 X-NC-API-IDEMPOTENCY-KEY), kept on our side otherwise.
   */
  idempotencyKey: string;
}

export type ProviderName = 'solapi' | 'nhn' | 'console' | 'http';

/** ACCEPTED: the provider took it (delivery is reported later); LOGGED: not sent (offline adapters). */
export type SendStatus = 'ACCEPTED' | 'LOGGED';

export interface SendReceipt {
  provider: ProviderName;
  /** The provider's id (Solapi messageId, NHN requestId); for offline adapters our own. */
  messageId: string;
  status: SendStatus;
  /** What finally carried it (a 알림톡 refused at registration goes as SMS/LMS). */
  kind: MessageKind;
  /** The 알림톡 was refused and the text went as SMS/LMS instead. */
  fallback: boolean;
  /** HTTP requests it took (retries included); 0 for a send answered from the idempotency record. */
  attempts: number;
  /** The provider said it had this idempotency key already (the first attempt went through). */
  duplicate?: boolean;
}

/** Delivery as the provider reports it later. */
export type DeliveryStatus = 'PENDING' | 'DELIVERED' | 'FAILED';

export interface MessageSender {
  readonly provider: ProviderName;
  /** True for the offline adapters: nothing leaves the server. */
  readonly offline: boolean;
  send(message: OutboundMessage): Promise<SendReceipt>;
  /** Asks the provider how a sent message fared (undefined for offline adapters). */
  deliveryStatus?(receipt: Pick<SendReceipt, 'messageId' | 'kind'>): Promise<DeliveryStatus>;
}

/**
 * A send that failed. `retryable`: the provider may take it later (network error, timeout, 5xx);
 * otherwise it refused it (4xx, or a 200 whose body lists the message as failed) and a retry would
 * be refused again.
 */
export class MessagingError extends Error {
  constructor(
    message: string,
    readonly provider: ProviderName,
    readonly retryable: boolean,
    /** The provider's own code (Solapi statusCode / errorCode, NHN resultCode), or the HTTP status. */
    readonly code: string,
    readonly attempts = 1,
  ) {
    super(message);
    this.name = 'MessagingError';
  }
}
