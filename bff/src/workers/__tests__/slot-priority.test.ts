import { giveSlot, slotsInUse, takeSlot, WORKER_SLOTS } from '../workers.slots';

const tick = () => new Promise((r) => setImmediate(r));

describe('busy-thread slots: low priority', () => {
  it('serves every waiting normal job before a low-priority one, whatever the arrival order', async () => {
    const held = Array.from({ length: WORKER_SLOTS }, () => takeSlot());
    await Promise.all(held);
    const order: string[] = [];
    const low = takeSlot('low').then(() => order.push('low'));
    const normal = takeSlot().then(() => order.push('normal'));
    giveSlot(); // one slot frees: the normal job, though it came later, gets it
    await tick();
    expect(order).toEqual(['normal']);
    giveSlot();
    await Promise.all([low, normal]);
    expect(order).toEqual(['normal', 'low']);
    for (let i = 0; i < WORKER_SLOTS; i++) giveSlot();
    expect(slotsInUse()).toBe(0);
  });
});
