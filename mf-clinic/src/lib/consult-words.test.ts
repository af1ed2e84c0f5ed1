import { patientName, waitedFor } from './consult-words';

test('says how long a consult has waited in whole units', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  expect(waitedFor('2026-11-25T11:58:30Z', now)).toBe('1 min');
  expect(waitedFor('2026-11-25T09:00:00Z', now)).toBe('3 h');
  expect(waitedFor('2026-11-22T12:00:00Z', now)).toBe('3 days');
  expect(waitedFor('2026-11-25T11:59:30Z', now)).toBe('less than a minute');
  expect(waitedFor('2026-11-25T12:05:00Z', now)).toBe('less than a minute');
});

test('names the patient, or falls back to the email', () => {
  expect(patientName({ first_name: 'Nora', last_name: 'Quinn', email: 'n@x.test' })).toBe('Nora Quinn');
  expect(patientName({ first_name: ' ', last_name: '', email: 'n@x.test' })).toBe('n@x.test');
});
