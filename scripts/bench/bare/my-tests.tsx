// The signed-in comparator of `pnpm bench` (issue 30): the floor for Flora's My Tests — a bare React 19
// page that reads the stored access token and renders what My Tests renders from the same API: the
// announcements (GET /api/v1/user-config/) and the list of tests (GET /api/v1/user-tests/), with no
// router, query library or UI kit. Both are shown because Flora's largest paint is an announcement:
// a floor without them paints its largest text before any answer, and the pair measured two moments.
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import './bare.css';

interface TestItem {
  hash: string;
  test_order: string | null;
  ordered_at: string | null;
  activated_at: string | null;
  status: string;
}

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }) : '—');

interface Announcement {
  id: number;
  title: string;
  message: string;
  published_at: string;
}

const read = <T,>(path: string) =>
  fetch(path, { headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` } }).then((response) => response.json() as Promise<T>);

function MyTests() {
  const [tests, setTests] = useState<TestItem[] | null>(null);
  const [announcements, setAnnouncements] = useState<Announcement[]>([]);
  useEffect(() => {
    void read<{ announcements?: Announcement[] }>('/api/v1/user-config/').then((config) => setAnnouncements(config.announcements ?? []));
    void read<TestItem[]>('/api/v1/user-tests/').then(setTests);
  }, []);
  const dismiss = (id: number) =>
    void fetch(`/api/v1/announcements/${id}/dismiss/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}`, 'content-type': 'application/json' },
      body: '{}',
    }).then((response) => response.ok && setAnnouncements((list) => list.filter((a) => a.id !== id)));
  return (
    <>
      <header className="bar">
        <div>
          <a className="brand" href="/my-tests.html">
            Flora
          </a>
          <a href="/my-tests.html">My Tests</a>
        </div>
      </header>
      <main className="wide">
        <h1>My Tests</h1>
        <p className="lead">Track each kit from activation to results.</p>
        {announcements.length > 0 && (
          <section className="announcements" aria-labelledby="announcements-title">
            <h2 id="announcements-title">Announcements</h2>
            <ul aria-label="Announcements">
              {[...announcements]
                .sort((a, b) => b.published_at.localeCompare(a.published_at))
                .map((a) => (
                  <li key={a.id}>
                    <h3>{a.title}</h3>
                    <button type="button" onClick={() => dismiss(a.id)}>
                      Dismiss
                    </button>
                    <p>
                      <time dateTime={a.published_at}>{day(a.published_at)}</time>
                    </p>
                    <p>{a.message}</p>
                  </li>
                ))}
            </ul>
          </section>
        )}
        {tests === null ? (
          <p>Loading your tests…</p>
        ) : (
          <ul className="tests" aria-label="Your tests">
            {tests.map((test) => (
              <li key={test.hash}>
                <dl>
                  <div>
                    <dt>Test ID</dt>
                    <dd>{test.hash}</dd>
                  </div>
                  <div>
                    <dt>Order #</dt>
                    <dd>{test.test_order ?? '—'}</dd>
                  </div>
                  <div>
                    <dt>Order Date</dt>
                    <dd>{day(test.ordered_at)}</dd>
                  </div>
                  <div>
                    <dt>Test Date</dt>
                    <dd>{day(test.activated_at)}</dd>
                  </div>
                  <div>
                    <dt>Status</dt>
                    <dd>{test.status}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </main>
    </>
  );
}

createRoot(document.getElementById('root')!).render(<MyTests />);
