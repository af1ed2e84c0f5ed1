// The login comparator of `pnpm bench` (issue 30): the floor for Flora's /login/ — a bare React 19
// form that signs in against the same API, with no router, state library or UI kit.
import { useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import './bare.css';

function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const response = await fetch('/api/token/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email.trim(), password }),
    });
    if (!response.ok) return setError('Those credentials did not work.');
    const tokens = (await response.json()) as { access: string; refresh: string };
    localStorage.setItem('accessToken', tokens.access);
    localStorage.setItem('refreshToken', tokens.refresh);
    location.assign('/my-tests.html');
  }

  return (
    <>
      <header className="bar">
        <div>
          <a className="brand" href="/login.html">
            Flora
          </a>
          <a href="/login.html">Sign in</a>
        </div>
      </header>
      <main>
        <h1>Sign in</h1>
        <p className="lead">Welcome back. Sign in to see your tests, results and care.</p>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          {error && <p role="alert">{error}</p>}
          <label className="field">
            Email address
            <input type="email" name="username" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} required />
          </label>
          <label className="field">
            Password
            <input type="password" name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
          </label>
          <button type="submit">Sign in</button>
        </form>
        <p className="links">
          <a href="/login.html">Forgot your password?</a>
          <a href="/login.html">Create an account</a>
        </p>
      </main>
    </>
  );
}

createRoot(document.getElementById('root')!).render(<LoginForm />);
