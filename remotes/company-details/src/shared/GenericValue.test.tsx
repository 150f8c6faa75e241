import { render, screen } from '@testing-library/react';
import { GenericValue } from './GenericValue';

describe('GenericValue', () => {
  it('shows HTML in analysis text literally, never as markup', () => {
    const { container } = render(<GenericValue value={'<img src=x onerror="alert(1)"><b>bold</b>'} />);
    expect(screen.getByText('<img src=x onerror="alert(1)"><b>bold</b>')).toBeInTheDocument();
    expect(container.querySelector('img, b')).toBeNull();
  });

  it('renders objects as label/value pairs and lists as lists, however nested', () => {
    render(<GenericValue value={{ fair_value: '₹900', Drivers: ['Volume', { 'Price mix': 'Premium' }], Count: 3 }} />);
    expect(screen.getByText('Fair Value').nextElementSibling).toHaveTextContent('₹900');
    expect(screen.getByText('Volume').tagName).toBe('LI');
    expect(screen.getByText('Price mix').nextElementSibling).toHaveTextContent('Premium');
    expect(screen.getByText('Count').nextElementSibling).toHaveTextContent('3');
  });

  it('parses JSON text, keeps broken JSON as text and says when nothing is there', () => {
    const { unmount } = render(<GenericValue value='{"Moat": "Brand"}' />);
    expect(screen.getByText('Moat').nextElementSibling).toHaveTextContent('Brand');
    unmount();
    const second = render(<GenericValue value="[not json" />);
    expect(screen.getByText('[not json')).toBeInTheDocument();
    second.unmount();
    render(<GenericValue value={null} />);
    expect(screen.getByText('Not available')).toBeInTheDocument();
  });

  it('splits text into paragraphs and stops nesting at a sane depth', () => {
    const deep = { a: { b: { c: { d: { e: { f: 'bottom' } } } } } };
    const { container } = render(<GenericValue value={'First line\nSecond line'} />);
    expect(container.querySelectorAll('p')).toHaveLength(2);
    render(<GenericValue value={deep} />);
    expect(screen.getByText('{"e":{"f":"bottom"}}')).toBeInTheDocument();
  });
});
