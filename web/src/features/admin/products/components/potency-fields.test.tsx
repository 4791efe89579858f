// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { productComplianceStepFor, type ProductComplianceStep } from '#domain/admin/products.ts';
import type { Category } from '#domain/catalog.ts';
import { PotencyFields } from './potency-fields.tsx';

afterEach(cleanup);

const EMPTY: ProductComplianceStep = {
  thcPercentage: null,
  thcaPercentage: null,
  cbdPercentage: null,
  thcMgPerServing: null,
  thcMgPerPackage: null,
  labResultId: null,
};

function Harness({ category, defaults = EMPTY }: { category: Category; defaults?: ProductComplianceStep }) {
  const form = useForm<ProductComplianceStep>({
    resolver: zodResolver(productComplianceStepFor(category)),
    defaultValues: defaults,
  });
  return (
    <form onSubmit={(e) => void form.handleSubmit(() => undefined)(e)} noValidate>
      <PotencyFields form={form} category={category} unitLabel="10-pack" />
      <button type="submit">Save</button>
    </form>
  );
}

const labels = () => screen.getAllByRole('textbox').map((input) => input.getAttribute('id'));

describe('PotencyFields', () => {
  it.each(['flower', 'pre-rolls', 'vapes', 'concentrates'] as const)(
    'shows THC %, THCA % and CBD % with total THC for %s',
    (category) => {
      render(<Harness category={category} />);
      expect(labels()).toEqual(['c-thc', 'c-thca', 'c-cbd']);
      expect(screen.getByLabelText('THCA %')).toBeTruthy();
      expect(screen.queryByLabelText('THC mg per serving')).toBeNull();
      fireEvent.change(screen.getByLabelText('THC %'), { target: { value: '1' } });
      fireEvent.change(screen.getByLabelText('THCA %'), { target: { value: '20' } });
      expect(screen.getByTestId('total-thc').textContent).toBe('18.5%');
    },
  );

  it('shows milligrams per serving and per package for edibles, no percentages, with the servings', () => {
    render(<Harness category="edibles" />);
    expect(labels()).toEqual(['c-serving', 'c-package']);
    expect(screen.queryByLabelText('THC %')).toBeNull();
    expect(screen.queryByLabelText('THCA %')).toBeNull();
    expect(screen.queryByTestId('total-thc')).toBeNull();
    fireEvent.change(screen.getByLabelText('THC mg per serving'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('THC mg per package'), { target: { value: '100' } });
    expect(screen.getByText('100 mg in each 10-pack · 10 servings')).toBeTruthy();
  });

  it('validates with the category’s schema: THC % refused for an edible, accepted for flower', () => {
    const edible = productComplianceStepFor('edibles').safeParse({ ...EMPTY, thcPercentage: 18 });
    expect(edible.success).toBe(false);
    expect(edible.error!.issues).toMatchObject([
      { path: ['thcPercentage'], message: 'Edibles are labelled in mg: leave THC % empty' },
    ]);
    expect(productComplianceStepFor('flower').safeParse({ ...EMPTY, thcPercentage: 18 }).success).toBe(true);
  });
});
