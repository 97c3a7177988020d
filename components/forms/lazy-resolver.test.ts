import type { Resolver } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver';

type Values = { name: string };
const answer = { values: { name: 'ok' }, errors: {} };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

describe('lazyResolver', () => {
  it('loads the resolver once, on the first check or on preload, and checks with it', async () => {
    const resolve = jest.fn(async () => answer);
    const load = jest.fn(async () => resolve as unknown as Resolver<Values>);
    const { resolver, preload } = lazyResolver<Values>(load);
    expect(load).not.toHaveBeenCalled();
    preload();
    preload();
    expect(await resolver({ name: 'ok' }, undefined, options)).toBe(answer);
    expect(await resolver({ name: 'ok' }, undefined, options)).toBe(answer);
    expect(load).toHaveBeenCalledTimes(1);
    expect(resolve).toHaveBeenCalledTimes(2);
  });

  it('tries again after a failed load', async () => {
    const load = jest
      .fn<Promise<Resolver<Values>>, []>()
      .mockRejectedValueOnce(new Error('connection dropped'))
      .mockResolvedValue((async () => answer) as unknown as Resolver<Values>);
    const { resolver, preload } = lazyResolver<Values>(load);
    preload();
    await expect(resolver({ name: 'ok' }, undefined, options)).rejects.toThrow('connection dropped');
    expect(await resolver({ name: 'ok' }, undefined, options)).toBe(answer);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
