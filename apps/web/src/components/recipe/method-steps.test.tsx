import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MethodSteps } from './method-steps.tsx';

describe('MethodSteps', () => {
  it('shows each step as written, or as the metric switch formats it', () => {
    const steps = ['Heat the oven to 350°F.', 'Bake for 20 minutes.'];
    const { unmount } = render(<MethodSteps steps={steps} />);
    expect(screen.getByText('Heat the oven to 350°F.')).toBeTruthy();
    unmount();
    render(<MethodSteps steps={steps} formatStep={(step) => step.replace('350°F', '180°C')} />);
    expect(screen.getByText('Heat the oven to 180°C.')).toBeTruthy();
    expect(screen.getByText('Bake for 20 minutes.')).toBeTruthy();
  });
});
