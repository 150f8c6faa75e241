import { render, screen } from '@testing-library/react';
import { SectionCard } from './SectionCard';

function Exploding(): never {
  throw new Error('unexpected shape');
}

describe('SectionCard', () => {
  it('shows its title and content', () => {
    render(<SectionCard title="Key Risks">Customer concentration</SectionCard>);
    expect(screen.getByRole('region', { name: 'Key Risks' })).toHaveTextContent('Customer concentration');
  });

  it("shows 'Error rendering this section' when its content throws, while the other cards still render", () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    render(
      <>
        <SectionCard title="Broken">
          <Exploding />
        </SectionCard>
        <SectionCard title="Healthy">Still here</SectionCard>
      </>,
    );
    expect(screen.getByRole('region', { name: 'Broken' })).toHaveTextContent('Error rendering this section');
    expect(screen.getByRole('region', { name: 'Healthy' })).toHaveTextContent('Still here');
  });
});
