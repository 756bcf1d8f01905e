-- Registers that returned to their default (an unticked item, an emptied slot, a removed own item,
-- correction or pantry thing) are deleted once their last change is older than a horizon (issue
-- 32). compacted_through is the highest version deleted so: a catch-up from a cursor below it may
-- have missed a register that is gone, so it is answered with the whole document and a reset flag.
alter table household_heads add column compacted_through bigint not null default 0;
