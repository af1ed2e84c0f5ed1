import { act, renderHook } from '@testing-library/react';
import { HttpError } from '@flora/shared';
import { useAutosave } from './use-autosave';

type Patch = Record<string, unknown>;

/** An API refusal as the client raises it: 400 {detail, field}. */
function refusal(field: string, detail: string): HttpError {
  return new HttpError({ status: 400, data: { detail, field }, headers: {} });
}

function setup(save: (patch: Patch) => Promise<unknown>) {
  const onFieldError = jest.fn();
  const hook = renderHook(() => useAutosave<Patch>(save, onFieldError));
  return { ...hook, onFieldError };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('quick answers go in one save, sent once she pauses', async () => {
  const save = jest.fn((_: Patch) => Promise.resolve());
  const { result } = setup(save);
  act(() => result.current.saveSoon({ symptoms: ['odor'] }));
  act(() => result.current.saveSoon({ breastfeeding: false }));
  expect(result.current.state).toBe('saving');
  expect(save).not.toHaveBeenCalled();
  await act(async () => jest.advanceTimersByTimeAsync(299));
  expect(save).not.toHaveBeenCalled(); // answers within 300 ms of each other wait for each other
  await act(async () => jest.advanceTimersByTimeAsync(1));
  expect(save).toHaveBeenCalledTimes(1);
  expect(save).toHaveBeenCalledWith({ symptoms: ['odor'], breastfeeding: false });
  expect(result.current.state).toBe('saved');
});

test('a failed save keeps the answers for Try again, with newer answers winning', async () => {
  const save = jest.fn((_: Patch): Promise<unknown> => Promise.reject(new Error('Network Error')));
  const { result } = setup(save);
  let saved: boolean | undefined;
  await act(async () => {
    saved = await result.current.saveNow({ allergies: 'penicillin', city: 'Austin' });
  });
  expect(saved).toBe(false);
  expect(result.current.state).toBe('error');

  save.mockImplementation(() => Promise.resolve());
  await act(async () => {
    saved = await result.current.saveNow({ city: 'Boston' });
  });
  expect(saved).toBe(true);
  expect(save).toHaveBeenLastCalledWith({ allergies: 'penicillin', city: 'Boston' });
  expect(result.current.state).toBe('saved');
  await act(async () => {
    await result.current.retry();
  });
  expect(save).toHaveBeenCalledTimes(2); // nothing left to send
});

test('an answer the API refuses is shown beside its field and leaves the queue', async () => {
  const save = jest.fn((_: Patch): Promise<unknown> => Promise.reject(refusal('zip_code', 'Enter a 5-digit ZIP code.')));
  const { result, onFieldError } = setup(save);
  await act(async () => {
    await result.current.saveNow({ zip_code: '123', city: 'Austin' });
  });
  expect(onFieldError).toHaveBeenCalledWith('zip_code', 'Enter a 5-digit ZIP code.');
  expect(result.current.state).toBe('idle');

  save.mockImplementation(() => Promise.resolve());
  await act(async () => {
    await result.current.retry();
  });
  expect(save).toHaveBeenLastCalledWith({ city: 'Austin' });
});

test('a forgotten answer is not sent; leaving the form sends what is still waiting', async () => {
  const save = jest.fn((_: Patch) => Promise.resolve());
  const { result, unmount } = setup(save);
  act(() => result.current.saveSoon({ zip_code: '1', state: 'TX' }));
  act(() => result.current.forget('zip_code'));
  unmount();
  await act(async () => jest.advanceTimersByTimeAsync(0));
  expect(save).toHaveBeenCalledWith({ state: 'TX' });
});
