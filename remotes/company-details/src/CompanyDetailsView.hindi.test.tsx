import { act, fireEvent, screen, within } from '@testing-library/react';
import { makeDetails } from 'shared-types/testing';
import { CompanyDetailsView } from './CompanyDetailsView';
import { MessagesProvider } from './i18n/MessagesProvider';
import { renderWithShell } from './testing/renderWithShell';

const company = { id: 'c-7', name: 'Steady Compounder Ltd', code: 'STEADY' };
/** What a message id looks like ('view.title'): a reader must never see one. */
const MESSAGE_ID = /^[a-z_]+(\.[a-z0-9_]+)+$/;

function textNodes(root: Node): string[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  while (walker.nextNode()) texts.push((walker.currentNode.textContent ?? '').trim());
  return texts.filter((text) => text !== '');
}

async function renderInHindi() {
  await act(async () => {
    renderWithShell(
      <MessagesProvider locale="hi">
        <CompanyDetailsView details={makeDetails()} company={company} price="भाव का चार्ट" />
      </MessagesProvider>,
    );
  });
  return screen.findByRole('heading', { level: 2, name: 'कंपनी का विवरण' });
}

describe('the result view in Hindi', () => {
  it('heads the view, its cards and its Parts in Hindi, and says so with lang="hi"', async () => {
    const heading = await renderInHindi();
    expect(heading.closest('section')).toHaveAttribute('lang', 'hi');
    for (const title of [
      'एक नज़र में',
      'वित्तीय विश्लेषण चार्ट',
      'भाग 1: कॉर्पोरेट गवर्नेंस और प्रबंधन की विश्वसनीयता का आकलन',
      'भाग 2: परिचालन जोखिम और व्यवसाय की गुणवत्ता का विश्लेषण',
      'भाग 3: समग्र निवेश जाँच रिपोर्ट',
      'भाग 4: निवेश स्कोर',
    ])
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'कंपनी का नाम' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'मौजूदा भाव' })).toBeInTheDocument();
    const bar = within(screen.getByRole('navigation', { name: 'इस शोध के खंड' }));
    expect(bar.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'सारांश',
      'भाव',
      'समकक्ष कंपनियाँ',
      'दृष्टिकोण',
      'भाग 1',
      'भाग 2',
      'भाग 3',
      'भाग 4',
    ]);
    expect(screen.getByRole('columnheader', { name: 'जोखिम कारक' })).toBeInTheDocument();
  });

  it('shows the working in Hindi and no message id anywhere', async () => {
    await renderInHindi();
    for (const button of screen.getAllByRole('button', { name: 'गणना दिखाएँ' })) fireEvent.click(button);
    expect(screen.getAllByRole('button', { name: 'गणना छिपाएँ' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: '1. समग्र जाँच' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2. प्रबंधन के मार्गदर्शन का विश्लेषण' })).toBeInTheDocument();
    const texts = textNodes(document.body);
    expect(texts.filter((text) => MESSAGE_ID.test(text))).toEqual([]);
    expect(texts.filter((text) => text.includes('No explanation is available'))).toEqual([]);
  });
});
