import { scrollToSection } from './scrollToSection';
import { mockMatchMedia } from '../testing/mockMatchMedia';

function mockReducedMotion(reduce: boolean) {
  mockMatchMedia(reduce ? ['(prefers-reduced-motion: reduce)'] : []);
}

describe('scrollToSection', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.location.hash = '';
  });

  it('scrolls the section smoothly into view', () => {
    document.body.innerHTML = '<section id="research"></section>';
    const scroll = jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});

    scrollToSection('research');

    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toBe(document.getElementById('research'));
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(window.location.hash).toBe('');
  });

  it('jumps without animation when the user prefers reduced motion', () => {
    mockReducedMotion(true);
    document.body.innerHTML = '<section id="research"></section>';
    const scroll = jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});

    scrollToSection('research');

    expect(scroll).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('falls back to the location hash when the section is not on the page', () => {
    const scroll = jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});

    scrollToSection('research');

    expect(scroll).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('#research');
  });
});
