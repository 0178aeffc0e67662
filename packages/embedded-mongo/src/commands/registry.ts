// Dispatch by command name (the first field), plus the checks every command gets.
import type { Document } from 'bson';
import { MongoServerError, toErrorReply } from '../errors';
import { adminCommands } from './admin';
import { aggregate } from './aggregate';
import { catalogCommands } from './catalog';
import type { CommandContext, Handler, Reply } from './context';
import { readCommands } from './find';
import { embeddedDump } from './dump';
import { explain } from './explain';
import { findAndModify } from './find-and-modify';
import { indexCommands } from './indexes';
import { insert } from './insert';
import { del, update } from './write';

const TRANSACTION_COMMANDS = new Set(['commitTransaction', 'abortTransaction']);

const handlers: Record<string, Handler> = {
  ...adminCommands,
  ...catalogCommands,
  ...readCommands,
  ...indexCommands,
  insert,
  update,
  delete: del,
  findAndModify,
  findandmodify: findAndModify,
  aggregate,
  explain,
  embeddedDump,
};

export function commandName(cmd: Document): string {
  return Object.keys(cmd)[0] ?? '';
}

export function runCommand(cmd: Document, ctx: CommandContext): Reply {
  const name = commandName(cmd);
  try {
    // A standalone mongod refuses transaction numbers outright; we answer the same way.
    if (cmd.txnNumber !== undefined || cmd.startTransaction !== undefined || TRANSACTION_COMMANDS.has(name)) {
      throw new MongoServerError(20, 'Transaction numbers are only allowed on a replica set member or mongos');
    }
    const handler = Object.prototype.hasOwnProperty.call(handlers, name) ? handlers[name] : undefined;
    if (!handler) throw new MongoServerError(59, `no such command: '${name}'`);
    return handler(cmd, ctx);
  } catch (e) {
    return toErrorReply(e);
  }
}
