package scan

import "time"

// Generation relates the interruption's record to the broker now running.
// A driver script can keep running in the browser after its client was
// killed; only a newer broker generation's lease fences its mutations, so
// the proof may run only for an interruption of an earlier generation.
type Generation struct {
	// RecordEpoch is the broker generation that recorded the interruption;
	// 0 for a record written before generations were recorded.
	RecordEpoch int64
	// RecordWrittenAt is when the record was last written. It decides for
	// a record without an epoch.
	RecordWrittenAt time.Time
	// CurrentEpoch is the running broker's generation, at least 1.
	CurrentEpoch int64
	// CurrentStartedAt is when the running broker process started.
	CurrentStartedAt time.Time
}

// CheckGeneration is the generation-safety rule. It passes when the record
// carries an epoch older than the current one, or, for a record without an
// epoch, when the record was last written strictly before the current
// broker started. Anything else, including unknown values, is refused as
// ReasonReconcileRequiresNewBrokerGeneration.
func CheckGeneration(g Generation) Decision {
	const r = ReasonReconcileRequiresNewBrokerGeneration
	switch {
	case g.CurrentEpoch < 1:
		return refuse(r, "current broker generation unknown")
	case g.RecordEpoch < 0:
		return refuse(r, "record generation %d is invalid", g.RecordEpoch)
	case g.RecordEpoch > 0 && g.RecordEpoch >= g.CurrentEpoch:
		return refuse(r, "interrupted in generation %d, current generation %d", g.RecordEpoch, g.CurrentEpoch)
	case g.RecordEpoch > 0:
		return Decision{OK: true}
	case g.RecordWrittenAt.IsZero() || g.CurrentStartedAt.IsZero():
		return refuse(r, "record without generation and without both write and start times")
	case !g.RecordWrittenAt.Before(g.CurrentStartedAt):
		return refuse(r, "record last written %s, not before the broker started %s",
			g.RecordWrittenAt.UTC().Format(time.RFC3339Nano), g.CurrentStartedAt.UTC().Format(time.RFC3339Nano))
	}
	return Decision{OK: true}
}
