// The conversation with the care team: oldest at the top, newest at the bottom, in a scrolling box
// that opens at the newest; "Load earlier messages" adds older pages above without moving what she
// was reading. Each message says who wrote it (her, or a named clinician, in words as well as
// colour) and when. New clinician replies arrive by polling and are told in a polite live region.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Banner, Button, cx, EmptyState, errorMessage, LoadingState, RetryButton, VisuallyHidden } from '@flora/shared';
import { formatDisplayDateTime } from '@flora/shared/domain';
import { type ConsultMessage, useConsultMessages } from '../api/consult-messages';
import { splitPhoneNumbers } from '../phone-links';
import { MessageComposer } from './message-composer';
import { useNewReplyNotice } from './use-new-reply-notice';
import styles from './message-thread.module.css';

export interface MessageThreadProps {
  uid: string;
  /** The consult is finished for good (she can still write). */
  closed: boolean;
  /** How often new replies are asked for (tests shorten it). */
  pollMs?: number;
}

export function MessageThread({ uid, closed, pollMs }: MessageThreadProps) {
  const thread = useConsultMessages(uid, { pollMs });
  const notice = useNewReplyNotice(thread.messages, thread.status === 'success');
  const box = useKeptScroll(thread.messages);
  // When the last earlier page came in, the button goes: keyboard focus moves to the conversation.
  const refocus = useRef(false);
  const { hasEarlier } = thread;
  useEffect(() => {
    if (hasEarlier || !refocus.current) return;
    refocus.current = false;
    box.current?.focus({ preventScroll: true });
  }, [hasEarlier, box]);

  return (
    <section className={styles.section} aria-labelledby="messages-heading">
      <h2 id="messages-heading" className={styles.heading}>
        Messages
      </h2>
      <p className={styles.intro}>
        Questions about your consultation or treatment? Write to your care team here; new replies show up while this page is
        open.
      </p>

      {thread.status === 'pending' && <LoadingState label="Loading your messages…" />}
      {thread.status === 'error' && (
        <Banner
          tone="error"
          action={
            <RetryButton query={thread} />
          }
        >
          {`We couldn't load your messages. ${errorMessage(thread.error)}`}
        </Banner>
      )}

      {thread.status === 'success' &&
        (thread.messages.length === 0 ? (
          <EmptyState
            title="No messages yet"
            message="Your care team is here for any question about your consultation or your treatment. Write your first message below: a clinician will answer in this thread."
          />
        ) : (
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must be reachable by keyboard (axe scrollable-region-focusable)
          <div ref={box} className={styles.scroller} tabIndex={0} role="region" aria-label="Conversation with your care team">
            {thread.hasEarlier && (
              <div className={styles.earlier}>
                <Button
                  variant="secondary"
                  loading={thread.loadingEarlier}
                  loadingLabel="Loading earlier messages…"
                  onClick={() => {
                    refocus.current = true;
                    thread.loadEarlier();
                  }}
                >
                  Load earlier messages
                </Button>
              </div>
            )}
            {thread.earlierError != null && (
              <p role="alert" className={styles.earlierError}>
                {`We couldn't load earlier messages. ${errorMessage(thread.earlierError)}`}
              </p>
            )}
            <ol className={styles.list}>
              {thread.messages.map((message) => (
                <MessageItem key={message.id} message={message} />
              ))}
            </ol>
          </div>
        ))}

      <p role="status" className={cx(styles.notice, notice && styles.noticeShown)}>
        {notice}
      </p>

      {thread.status !== 'pending' && <MessageComposer uid={uid} closed={closed} empty={thread.messages.length === 0} />}
    </section>
  );
}

function MessageItem({ message }: { message: ConsultMessage }) {
  const fromClinician = message.author.role === 'clinician';
  return (
    <li className={cx(styles.message, fromClinician ? styles.fromClinician : styles.fromPatient)}>
      <p className={styles.meta}>
        {fromClinician ? (
          <>
            <span className={styles.author}>
              <VisuallyHidden>Message from </VisuallyHidden>
              {message.author.name}
            </span>
            <span className={styles.role}>Clinician</span>
          </>
        ) : (
          <span className={styles.author}>
            <VisuallyHidden>Message from </VisuallyHidden>You
          </span>
        )}
        <time className={styles.time} dateTime={message.created_at}>
          {formatDisplayDateTime(message.created_at)}
        </time>
      </p>
      <p className={styles.body}>
        {splitPhoneNumbers(message.body).map((part, i) =>
          part.kind === 'phone' ? (
            <a key={i} href={part.href}>
              {part.text}
            </a>
          ) : (
            part.text
          ),
        )}
      </p>
    </li>
  );
}

/**
 * The scrolling box's position as messages change: at the newest on first show; the same message in
 * view when earlier ones are added above; following new ones at the bottom when she was there (or
 * wrote the newest herself).
 */
function useKeptScroll(messages: readonly ConsultMessage[]) {
  const box = useRef<HTMLDivElement | null>(null);
  const last = useRef<{ firstId: number; lastId: number; height: number; top: number; atBottom: boolean } | null>(null);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el || messages.length === 0) {
      last.current = null;
      return;
    }
    const firstId = messages[0].id;
    const newest = messages[messages.length - 1];
    const before = last.current;
    if (!before) {
      el.scrollTop = el.scrollHeight;
    } else if (firstId < before.firstId) {
      el.scrollTop = before.top + (el.scrollHeight - before.height);
    } else if (newest.id > before.lastId && (before.atBottom || newest.author.role === 'patient')) {
      el.scrollTop = el.scrollHeight;
    }
    last.current = { firstId, lastId: newest.id, height: el.scrollHeight, top: el.scrollTop, atBottom: isAtBottom(el) };
  }, [messages]);

  const shown = messages.length > 0;
  useEffect(() => {
    const el = box.current;
    if (!shown || !el) return;
    const onScroll = () => {
      if (last.current) last.current = { ...last.current, top: el.scrollTop, height: el.scrollHeight, atBottom: isAtBottom(el) };
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [shown]);

  return box;
}

const isAtBottom = (el: HTMLElement) => el.scrollHeight - el.scrollTop - el.clientHeight < 48;
