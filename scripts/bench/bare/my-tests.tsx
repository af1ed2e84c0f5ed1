// The signed-in comparator of `pnpm bench` (issue 30): the floor for Flora's My Tests — a bare React 19
// page that reads the stored access token and renders the same list from the same API
// (GET /api/v1/user-tests/), with no router, query library or UI kit.
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

function MyTests() {
  const [tests, setTests] = useState<TestItem[] | null>(null);
  useEffect(() => {
    void fetch('/api/v1/user-tests/', { headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` } })
      .then((response) => response.json() as Promise<TestItem[]>)
      .then(setTests);
  }, []);
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
