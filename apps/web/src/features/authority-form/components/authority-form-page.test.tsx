import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  endpoints,
  formatDate,
  calendarToday,
  serverErrors,
  type GetAuthorityFormDataResponse,
} from '@portal/contract';
import { businessError, mockApi, type MockApi } from '../../../test/mock-api';
import { flush, installFakeXhr, type FakeXhr } from '../../../test/fake-xhr';
import { renderApp } from '../../../test/render-app';

/**
 * jsdom has no canvas, so signature_pad is replaced by a stand-in that remembers strokes and lets a
 * test end a drawing; the canvas's 2D context and toBlob are stubbed so the page's own code runs.
 */
const { pads, FakePad } = vi.hoisted(() => {
  const pads: InstanceType<typeof FakePad>[] = [];
  class FakePad extends EventTarget {
    strokes: unknown[] = [];
    fromDataCalls: unknown[][] = [];
    constructor(readonly canvas: HTMLCanvasElement) {
      super();
      pads.push(this);
    }
    isEmpty = () => this.strokes.length === 0;
    clear = () => {
      this.strokes = [];
    };
    toData = () => this.strokes;
    fromData = (data: unknown[]) => {
      this.fromDataCalls.push(data);
      this.strokes = data;
    };
    off = () => undefined;
    /** The claimant lifts the mouse, finger or pen after a stroke. */
    draw() {
      this.strokes = [...this.strokes, { points: [{ x: 1, y: 1 }] }];
      this.dispatchEvent(new Event('endStroke'));
    }
  }
  return { pads, FakePad };
});
vi.mock('signature_pad', () => ({ default: FakePad }));

const slow = { timeout: 5_000 };
const paths = {
  data: endpoints.getAuthorityFormData.path,
  consent: '/api/content/authorityform',
  upload: endpoints.uploadAuthorityForm.path,
};
const details: GetAuthorityFormDataResponse = {
  FirstName: 'Alex',
  Surname: 'Citizen',
  ClaimNumber: '12/34567',
  Address: { AddressLine1: '1 Main St', AddressLine2: 'Geelong VIC 3220', AddressLine3: '' },
  DateOfBirth: '01/02/1980',
  DateOfAccident: '14/03/2025',
  Initials: 'AC',
};

let api: MockApi;
let xhrs: FakeXhr[];
let alertSpy: ReturnType<typeof vi.spyOn>;
let drawnText: string[];
let scales: number[][];

beforeEach(() => {
  pads.length = 0;
  drawnText = [];
  scales = [];
  api = mockApi()
    .on(paths.data, { body: details })
    .on(paths.consent, {
      body: ['<p>I authorise the release of information.</p><img src=x onerror="alert(1)">'],
    });
  xhrs = installFakeXhr();
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  const context = {
    font: '',
    fillStyle: '',
    textBaseline: '',
    scale: (x: number, y: number) => scales.push([x, y]),
    measureText: (text: string) => ({ width: text.length * 10 }),
    fillText: (text: string) => drawnText.push(text),
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    context as unknown as CanvasRenderingContext2D,
  );
  HTMLCanvasElement.prototype.toBlob = function (this: HTMLCanvasElement, callback: BlobCallback) {
    callback(new Blob([`png ${this.width}x${this.height}`], { type: 'image/png' }));
  };
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

async function openForm(path = '/authorityform') {
  const view = renderApp(path, { signedIn: true });
  await screen.findByText('I authorise the release of information.', {}, slow);
  return view;
}

const submitButton = () => screen.getByRole('button', { name: 'Submit' });
const nameBox = () => screen.getByRole('textbox', { name: 'Type your full name' });
const declaration = () => screen.getByRole('checkbox', { name: /typing my name above is my signature/ });
const fields = (xhr: FakeXhr) => xhr.entries().filter(([name]) => name !== 'Signature');
const drawNow = () =>
  act(async () => {
    pads[0]!.draw();
  });

describe('authority form: the page (spec part 2 §2)', () => {
  it("shows the details, the sanitised consent text, the name with initials and today's date", async () => {
    const { container } = await openForm();
    const main = within(screen.getByRole('main'));
    expect(main.getByText('Alex Citizen')).toBeInTheDocument();
    expect(main.getByText('12/34567')).toBeInTheDocument();
    expect(main.getByText('1 Main St')).toBeInTheDocument();
    expect(main.getByText('Geelong VIC 3220')).toBeInTheDocument();
    expect(main.getByText('01/02/1980')).toBeInTheDocument();
    expect(main.getByText('14/03/2025')).toBeInTheDocument();
    expect(main.getByText('Alex Citizen (AC)')).toBeInTheDocument();
    expect(main.getByText(formatDate(calendarToday()))).toBeInTheDocument();
    expect(main.getByText(formatDate(calendarToday()))).toHaveTextContent(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(container.querySelector('img[onerror]')).toBeNull();
  });

  it('gives the canvas 200 px of height, with the typed signature beside it', async () => {
    await openForm();
    const canvas = screen.getByRole('img', { name: 'Signature drawing area' });
    expect(canvas).toHaveStyle({ height: '200px' });
    expect(screen.getByRole('group', { name: 'Draw your signature' })).toContainElement(canvas);
    expect(screen.getByRole('group', { name: 'Or type your signature' })).toContainElement(nameBox());
  });

  it('says the details could not be loaded and loads them again on Try again', async () => {
    api.on(paths.data, businessError(100), { body: details });
    renderApp('/authorityform', { signedIn: true });
    expect(
      await screen.findByText('We could not load your details. Please try again.', {}, slow),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Alex Citizen (AC)', {}, slow)).toBeInTheDocument();
  });

  it('keeps Submit closed while the consent text is missing, and offers Try again', async () => {
    api.on(paths.consent, businessError(103, 'Not found'), { body: ['<p>I authorise it.</p>'] });
    renderApp('/authorityform', { signedIn: true });
    expect(
      await screen.findByText('We could not load the authority text. Please try again.', {}, slow),
    ).toBeInTheDocument();
    await drawNow();
    expect(submitButton()).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('I authorise it.', {}, slow);
    expect(submitButton()).toBeEnabled();
  });
});

describe('authority form: the drawn signature (spec part 2 §4, issue 13)', () => {
  it('keeps Submit disabled until a drawing ends, and again after Clear', async () => {
    await openForm();
    expect(submitButton()).toBeDisabled();
    expect(screen.getByText('Draw your signature or type your full name to submit.')).toBeInTheDocument();
    await drawNow();
    expect(submitButton()).toBeEnabled();
    expect(screen.getByText('You are signing with your drawn signature.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear drawn signature' }));
    expect(submitButton()).toBeDisabled();
    expect(pads[0]!.isEmpty()).toBe(true);
  });

  it('sizes the bitmap by devicePixelRatio and redraws the kept strokes after a resize', async () => {
    vi.stubGlobal('devicePixelRatio', 2);
    await openForm();
    const canvas = screen.getByRole('img', { name: 'Signature drawing area' }) as HTMLCanvasElement;
    await drawNow();
    const strokes = pads[0]!.toData();
    Object.defineProperty(canvas, 'offsetWidth', { configurable: true, value: 320 });
    Object.defineProperty(canvas, 'offsetHeight', { configurable: true, value: 200 });
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(canvas.width).toBe(640);
    expect(canvas.height).toBe(400);
    expect(scales.at(-1)).toEqual([2, 2]);
    expect(pads[0]!.fromDataCalls.at(-1)).toBe(strokes);
    expect(submitButton()).toBeEnabled();
  });

  it('uploads the drawing as Signature (png) marked drawn, then shows the documents thank-you', async () => {
    await openForm();
    await drawNow();
    await userEvent.click(submitButton());
    await waitFor(() => expect(xhrs).toHaveLength(1));
    expect(xhrs[0]!.url).toBe(paths.upload);
    expect(submitButton()).toBeDisabled();
    expect(screen.getByText('Submitting your authority form...')).toBeInTheDocument();
    expect(fields(xhrs[0]!)).toEqual([
      ['accessToken', 'test-token'],
      ['SignatureMethod', 'drawn'],
    ]);
    const signature = xhrs[0]!.body!.get('Signature') as File;
    expect(signature.name).toBe('signature.png');
    expect(signature.type).toBe('image/png');
    await act(async () => {
      xhrs[0]!.answer(200, { FileId: 'sig-1' });
      await flush();
    });
    expect(
      await screen.findByText(
        /Your document has been submitted and the TAC will respond to you shortly/,
        {},
        slow,
      ),
    ).toBeInTheDocument();
  });

  it('alerts "Error {number}: {message}" and lets the claimant submit again', async () => {
    await openForm();
    await drawNow();
    await userEvent.click(submitButton());
    await waitFor(() => expect(xhrs).toHaveLength(1));
    await act(async () => {
      xhrs[0]!.answer(225, [{ Number: 241, Message: 'Please sign the form' }]);
      await flush();
    });
    expect(alertSpy).toHaveBeenCalledWith('Error 241: Please sign the form');
    expect(submitButton()).toBeEnabled();
  });

  it('signs out on an expired-token number without an alert', async () => {
    const { router } = await openForm();
    await drawNow();
    await userEvent.click(submitButton());
    await waitFor(() => expect(xhrs).toHaveLength(1));
    await act(async () => {
      xhrs[0]!.answer(225, [{ Number: 21, Message: 'Token expired' }]);
      await flush();
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), slow);
    expect(alertSpy).not.toHaveBeenCalled();
  });
});

describe('authority form: the typed signature (issue 13, WCAG 2.2 2.5.7)', () => {
  it('signs with the keyboard only: name, declaration, Submit', async () => {
    await openForm();
    const user = userEvent.setup();
    nameBox().focus();
    await user.keyboard('  Alex Citizen ');
    await user.tab();
    expect(declaration()).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByText('You are signing with your typed name.')).toBeInTheDocument();
    await user.tab();
    expect(submitButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(xhrs).toHaveLength(1));
    expect(fields(xhrs[0]!)).toEqual([
      ['accessToken', 'test-token'],
      ['SignatureMethod', 'typed'],
      ['TypedName', 'Alex Citizen'],
    ]);
    expect(drawnText).toEqual(['Alex Citizen']);
    expect((xhrs[0]!.body!.get('Signature') as File).type).toBe('image/png');
  });

  it('asks for the declaration once a name is typed, and for a name once declared', async () => {
    await openForm();
    await userEvent.type(nameBox(), 'Alex');
    fireEvent.blur(nameBox());
    expect(
      screen.getByText('Please confirm the declaration to sign with your typed name'),
    ).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    await userEvent.clear(nameBox());
    await userEvent.click(declaration());
    expect(screen.getByText('Type your full name to sign')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('takes a name of 200 characters and refuses 201', async () => {
    await openForm();
    await userEvent.click(declaration());
    fireEvent.change(nameBox(), { target: { value: 'a'.repeat(201) } });
    fireEvent.blur(nameBox());
    expect(screen.getByText('Your name must be 200 characters or fewer')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    fireEvent.change(nameBox(), { target: { value: 'a'.repeat(200) } });
    expect(screen.queryByText('Your name must be 200 characters or fewer')).toBeNull();
    expect(submitButton()).toBeEnabled();
  });

  it('sends the way used last while both are complete', async () => {
    await openForm();
    await userEvent.type(nameBox(), 'Alex Citizen');
    await userEvent.click(declaration());
    await drawNow();
    expect(screen.getByText('You are signing with your drawn signature.')).toBeInTheDocument();
    await userEvent.type(nameBox(), ' Jr');
    expect(screen.getByText('You are signing with your typed name.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear drawn signature' }));
    expect(screen.getByText('You are signing with your typed name.')).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });
});

describe('authority form opened from Things to do (issue 32)', () => {
  it('names the request with the signature and says on the thank-you page that it is complete', async () => {
    await openForm('/authorityform?task=a1');
    await drawNow();
    await userEvent.click(submitButton());
    await waitFor(() => expect(xhrs).toHaveLength(1));
    expect(fields(xhrs[0]!)).toEqual([
      ['accessToken', 'test-token'],
      ['SignatureMethod', 'drawn'],
      ['TaskId', 'a1'],
    ]);
    await act(async () => {
      xhrs[0]!.answer(200, { FileId: 'sig-1' });
      await flush();
    });
    expect(await screen.findByText('This request is now complete.', {}, slow)).toBeInTheDocument();
  });

  it('shows a 300 refusal in the catalogue’s words, keeps the signature and signs without the request next', async () => {
    const { Message } = serverErrors.taskNotOpen;
    await openForm('/authorityform?task=a1');
    await drawNow();
    await userEvent.click(submitButton());
    await waitFor(() => expect(xhrs).toHaveLength(1));
    await act(async () => {
      xhrs[0]!.answer(225, [{ Number: 300, Message }]);
      await flush();
    });
    expect(await screen.findByText(Message)).toBeInTheDocument();
    expect(alertSpy).not.toHaveBeenCalled();
    // The drawing is still there: Submit is open again without drawing anew.
    expect(submitButton()).toBeEnabled();
    await userEvent.click(submitButton());
    await waitFor(() => expect(xhrs).toHaveLength(2));
    expect(fields(xhrs[1]!)).toEqual([
      ['accessToken', 'test-token'],
      ['SignatureMethod', 'drawn'],
    ]);
  });
});
